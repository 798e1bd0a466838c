import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DISPLAY_NAME_TAKEN } from '../contracts/display-name.js';
import { TransactionRunner } from '../database/index.js';
import type { DomainEventPayloads } from '../events/index.js';
import { OutboxService } from '../events/index.js';
import { ReviewsService } from '../reviews/index.js';
import { TripsService } from '../trips/index.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../users/index.js';
import type { User } from '../users/index.js';
import { toProfile, UsersService, type UserProfile } from '../users/index.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { FailedSignInLimiter } from './rate-limit.account.js';
import { FailedRefreshLimiter } from './rate-limit.refresh.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';
import type { AuthSession } from '../contracts/auth.js';

export const ACCESS_TTL_SECONDS = 15 * 60;

/** What an access token says: the user and the sign-in (refresh-token family) it belongs to. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
}

/** SPEC §3 Auth session; the refresh token travels only in its httpOnly cookie. */
/** SPEC §3 Auth session, declared in contracts/auth.ts. */
export type { AuthSession };

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED =
  'Please verify your email address before signing in. Check your inbox, or request a new verification email.';
const BAD_LINK = 'This link is invalid or has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const SAME_EMAIL = 'That is already your email address';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type AccountMail = Exclude<DomainEventPayloads['account.mail-requested']['kind'], 'change-email'>;

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly reviews: ReviewsService,
    private readonly trips: TripsService,
    private readonly sessions: RefreshSessionsService,
    private readonly tokens: AuthTokensService,
    private readonly jwt: JwtService,
    private readonly failedSignIns: FailedSignInLimiter,
    private readonly failedRefreshes: FailedRefreshLimiter,
  ) {}

  /**
   * Answers the same whether or not the email is taken (no account enumeration); the owner
   * of a verified account is told by email instead. An address that was never verified is
   * not anyone's yet: signing up again replaces its pending password and its links, so a
   * stranger who registered someone else's address first cannot keep a way in
   * (account pre-hijacking). The password is hashed on every path, so timing tells nothing.
   * A taken display name is refused alike for every address, its owner's included: names are
   * public, so an exception for the owner's address would tell whose address it is.
   */
  async register(email: string, password: string, displayName: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.transactions.run(async (manager) => {
      await this.users.dropExpiredUnverified(manager, this.config.unverifiedAccountTtlMs, email);
      if (await this.users.displayNameTaken(manager, displayName)) throw new ConflictException(DISPLAY_NAME_TAKEN);
      const kind = await this.claimAddress(manager, email, passwordHash, displayName);
      await this.requestMail(manager, kind, email);
    });
    // Now and then, free the addresses of every expired sign-up, not only this one.
    if (Math.random() < 0.01)
      await this.transactions.run((m) => this.users.dropExpiredUnverified(m, this.config.unverifiedAccountTtlMs));
  }

  /** `client` is the rate-limit key of the caller's address (failures count per account and address). */
  async signIn(
    email: string,
    password: string,
    client: string,
  ): Promise<{ session: AuthSession; refreshToken: string }> {
    await this.failedSignIns.beforeAttempt(email, client);
    const user = await this.users.findByEmailWithPassword(email);
    const ok = user?.password_hash
      ? await verifyPassword(password, user.password_hash)
      : await burnPasswordCheck(password).then(() => false);
    if (!user || !ok) {
      await this.failedSignIns.recordFailure(email, client);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    if (!user.email_verified_at)
      throw new ForbiddenException({ statusCode: 403, error: 'email_not_verified', message: EMAIL_NOT_VERIFIED });
    return this.startSession(user);
  }

  /** A refused token counts against the caller's address (`client`), like a wrong email link. */
  async refresh(refreshToken: string, client: string): Promise<{ session: AuthSession; refreshToken: string }> {
    await this.failedRefreshes.assertAllowed(client);
    const next = await this.sessions.rotate(refreshToken);
    const user = next ? await this.users.findById(next.userId) : null;
    if (!next || !user) {
      await this.failedRefreshes.recordFailure(client);
      throw new UnauthorizedException(SESSION_ENDED);
    }
    return { session: this.accessSession(user, next.familyId), refreshToken: next.token };
  }

  async signOut(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.revoke(refreshToken);
  }

  async verifyEmail(token: string): Promise<void> {
    const ok = await this.transactions.run(async (manager) => {
      const userId = await this.tokens.consume(manager, token, 'verify_email');
      if (userId) await this.users.markVerified(manager, userId);
      return Boolean(userId);
    });
    if (!ok) throw new BadRequestException(BAD_LINK);
  }

  /** Recorded for any address; the mail handler sends only to a pending account. */
  async resendVerification(email: string): Promise<void> {
    await this.transactions.run((manager) => this.requestMail(manager, 'verify-email', email));
  }

  /** Recorded for any address; the mail handler sends only to an existing account. */
  async requestPasswordReset(email: string): Promise<void> {
    await this.transactions.run((manager) => this.requestMail(manager, 'reset-password', email));
  }

  /**
   * A reset proves ownership of the address (so it verifies it), signs out every device and, like
   * any new password, voids the account's other email links.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const ok = await this.transactions.run(async (manager) => {
      const id = await this.tokens.consume(manager, token, 'reset_password');
      if (!id) return false;
      await this.users.setPassword(manager, id, password);
      await this.users.markVerified(manager, id);
      await this.sessions.revokeAllForUser(manager, id);
      await this.tokens.revokeEveryLink(manager, id);
      return true;
    });
    if (!ok) throw new BadRequestException(BAD_LINK);
  }

  /** /account: a new public name, unique regardless of case. */
  async renameAccount(user: UserProfile, displayName: string): Promise<UserProfile> {
    return this.transactions.run(async (manager) => {
      if (await this.users.displayNameTaken(manager, displayName, user.id))
        throw new ConflictException(DISPLAY_NAME_TAKEN);
      return toProfile(await this.users.setDisplayName(manager, user.id, displayName));
    });
  }

  /**
   * /account: a new password, the current one required. Every sign-in of the account ends (as after a
   * reset); the browser that asked gets a fresh one, so only the other devices are signed out. Every
   * outstanding email link goes too: a reset link, or an email change asked for with the old password,
   * would otherwise still let whoever holds it take the account.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    password: string,
  ): Promise<{ session: AuthSession; refreshToken: string }> {
    const user = await this.checkedPassword(userId, currentPassword);
    await this.transactions.run(async (manager) => {
      await this.users.setPassword(manager, user.id, password);
      await this.sessions.revokeAllForUser(manager, user.id);
      await this.tokens.revokeEveryLink(manager, user.id);
    });
    return this.startSession(user);
  }

  /** /account: the account, its reviews, trips, saved places and sign-ins are deleted; the places' ratings follow. */
  async deleteAccount(userId: string, password: string): Promise<void> {
    await this.checkedPassword(userId, password);
    await this.transactions.run(async (manager) => {
      await this.reviews.deleteAllByAuthor(manager, userId);
      await this.trips.deleteAllOfUser(manager, userId);
      await this.users.deleteAccount(manager, userId);
    });
  }

  /**
   * /account: a link goes to the new address (the mail handler, so the answer is the same whether or
   * not the address is free); the account keeps its current address until the link is opened.
   */
  async requestEmailChange(user: UserProfile, newEmail: string, password: string): Promise<void> {
    await this.checkedPassword(user.id, password);
    if (newEmail.trim().toLowerCase() === user.email.toLowerCase()) throw new BadRequestException(SAME_EMAIL);
    await this.transactions.run((manager) =>
      this.outbox.record(manager, {
        type: 'account.mail-requested',
        payload: { kind: 'change-email', email: newEmail.trim(), userId: user.id },
      }),
    );
  }

  /**
   * The link from the new address: the account moves there, verified. Sign-ins stay; the links
   * mailed to the old address (a password reset) do not, since that inbox is no longer the account's.
   */
  async confirmEmailChange(token: string): Promise<UserProfile> {
    const user = await this.transactions.run(async (manager) => {
      const link = await this.tokens.consumeWithEmail(manager, token, 'change_email');
      if (!link?.newEmail) return null;
      const moved = await this.users.changeEmail(manager, link.userId, link.newEmail);
      await this.tokens.revokeEveryLink(manager, link.userId);
      return moved;
    });
    if (!user) throw new BadRequestException(BAD_LINK);
    return toProfile(user);
  }

  /** The account when `password` is its password; otherwise the same refusal as a wrong sign-in. */
  private async checkedPassword(userId: string, password: string): Promise<User> {
    const user = await this.users.findByIdWithPassword(userId);
    const ok = user?.password_hash ? await verifyPassword(password, user.password_hash) : false;
    if (!user || !ok) throw new ForbiddenException(WRONG_CURRENT_PASSWORD);
    return user;
  }

  /** Creates the pending account, or restarts a pending one; returns which email it needs. */
  private async claimAddress(
    manager: EntityManager,
    email: string,
    passwordHash: string,
    displayName: string,
  ): Promise<AccountMail> {
    const existing = await this.users.findByEmailForUpdate(manager, email);
    if (!existing) {
      if (await this.users.insertPending(manager, email, passwordHash, displayName)) return 'verify-email';
      // A concurrent sign-up for the same address committed first: start over on its row.
      return this.claimAddress(manager, email, passwordHash, displayName);
    }
    if (existing.email_verified_at) return 'already-registered';
    await this.users.replacePendingPassword(manager, existing.id, passwordHash, displayName);
    await this.tokens.revokeAll(manager, existing.id, 'verify_email');
    return 'verify-email';
  }

  private requestMail(manager: EntityManager, kind: AccountMail, email: string): Promise<void> {
    return this.outbox.record(manager, { type: 'account.mail-requested', payload: { kind, email: email.trim() } });
  }

  private async startSession(user: User): Promise<{ session: AuthSession; refreshToken: string }> {
    const issued = await this.sessions.issue(user.id);
    return { session: this.accessSession(user, issued.familyId), refreshToken: issued.token };
  }

  /** `sid` binds the access token to its sign-in, so ending the sign-in ends the token at once. */
  private accessSession(user: User, familyId: string): AuthSession {
    const claims: AccessTokenClaims = { sub: user.id, sid: familyId };
    const access_token = this.jwt.sign(claims, { expiresIn: ACCESS_TTL_SECONDS });
    const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TTL_SECONDS;
    return {
      access_token,
      token_type: 'bearer',
      expires_in: ACCESS_TTL_SECONDS,
      expires_at: expiresAt,
      user: toProfile(user),
    };
  }
}
