import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException, BadRequestException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { mailTemplates } from '../mail/mail-templates.js';
import { MailService, type MailMessage } from '../mail/mail.service.js';
import { burnPasswordCheck, verifyPassword } from '../users/password-hasher.js';
import type { User } from '../users/user.entity.js';
import { toProfile, UsersService, type UserProfile } from '../users/users.service.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';

export const ACCESS_TTL_SECONDS = 15 * 60;

/** SPEC §3 Auth session; the refresh token travels only in its httpOnly cookie. */
export interface AuthSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  user: UserProfile;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED =
  'Please verify your email address before signing in. Check your inbox, or request a new verification email.';
const BAD_LINK = 'This link is invalid or has expired. Please request a new one.';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: RefreshSessionsService,
    private readonly tokens: AuthTokensService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
  ) {}

  /**
   * Answers the same whether or not the email is taken (no account enumeration); the
   * owner of an existing account is told by email instead.
   */
  async register(email: string, password: string): Promise<void> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      // Same work as hashing a new password, so the answer time does not tell either.
      await burnPasswordCheck(password);
      return this.remindExisting(existing);
    }
    const user = await this.users.create({ email, password }).catch(async (error: unknown) => {
      const raced = await this.users.findByEmail(email);
      if (!raced) throw error;
      return null;
    });
    if (user) await this.sendVerification(user);
  }

  async signIn(email: string, password: string): Promise<{ session: AuthSession; refreshToken: string }> {
    const user = await this.users.findByEmailWithPassword(email);
    if (!user?.password_hash) {
      await burnPasswordCheck(password);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(password, user.password_hash))) throw new UnauthorizedException(INVALID_CREDENTIALS);
    if (!user.email_verified_at) throw new ForbiddenException({ statusCode: 403, error: 'email_not_verified', message: EMAIL_NOT_VERIFIED });
    return this.startSession(user);
  }

  async refresh(refreshToken: string | undefined): Promise<{ session: AuthSession; refreshToken: string }> {
    const next = refreshToken ? await this.sessions.rotate(refreshToken) : null;
    const user = next ? await this.users.findById(next.userId) : null;
    if (!next || !user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { session: this.accessSession(user), refreshToken: next.token };
  }

  async signOut(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.revoke(refreshToken);
  }

  async verifyEmail(token: string): Promise<void> {
    const ok = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, token, 'verify_email');
      if (userId) await this.users.markVerified(manager, userId);
      return Boolean(userId);
    });
    if (!ok) throw new BadRequestException(BAD_LINK);
  }

  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user && !user.email_verified_at) await this.sendVerification(user);
  }

  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = await this.tokens.issue(user.id, 'reset_password');
    await this.deliver(mailTemplates.resetPassword(user.email, this.link('/reset-password', token)));
  }

  /** A reset proves ownership of the address (so it verifies it) and signs out every device. */
  async resetPassword(token: string, password: string): Promise<void> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.tokens.consume(manager, token, 'reset_password');
      if (!id) return null;
      await this.users.setPassword(manager, id, password);
      await this.users.markVerified(manager, id);
      return id;
    });
    if (!userId) throw new BadRequestException(BAD_LINK);
    await this.sessions.revokeAllForUser(userId);
  }

  private async startSession(user: User): Promise<{ session: AuthSession; refreshToken: string }> {
    const issued = await this.sessions.issue(user.id);
    return { session: this.accessSession(user), refreshToken: issued.token };
  }

  private accessSession(user: User): AuthSession {
    const access_token = this.jwt.sign({ sub: user.id }, { expiresIn: ACCESS_TTL_SECONDS });
    const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TTL_SECONDS;
    return { access_token, token_type: 'bearer', expires_in: ACCESS_TTL_SECONDS, expires_at: expiresAt, user: toProfile(user) };
  }

  private async remindExisting(user: User): Promise<void> {
    if (!user.email_verified_at) return this.sendVerification(user);
    await this.deliver(mailTemplates.alreadyRegistered(user.email, this.link('/login'), this.link('/forgot-password')));
  }

  private async sendVerification(user: User): Promise<void> {
    const token = await this.tokens.issue(user.id, 'verify_email');
    await this.deliver(mailTemplates.verifyEmail(user.email, this.link('/verify-email', token)));
  }

  /**
   * A mail failure must not turn into a different answer (that would reveal the account)
   * nor lose the sign-up: it is logged, and the user can ask for the message again.
   */
  private async deliver(message: MailMessage): Promise<void> {
    await this.mail.send(message).catch((error: unknown) => {
      this.logger.error(`Could not send "${message.subject}" to ${message.to}: ${(error as Error).message}`);
    });
  }

  private link(pathname: string, token?: string): string {
    const url = new URL(pathname, this.config.appUrl);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
