import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashPassword } from './password-hasher.js';
import type { User, UserRole } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import type { AuthUser } from '../contracts/auth.js';

/** What the API and the client know about a signed-in user (contracts/auth.ts). */
export type UserProfile = AuthUser;

export const toProfile = (user: Pick<User, 'id' | 'email' | 'display_name' | 'role'>): UserProfile => ({
  id: user.id,
  email: user.email,
  display_name: user.display_name,
  role: user.role,
});

/** Account rules (SPEC §3 User); the queries are in UsersRepository. */
@Injectable()
export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  findById(id: string): Promise<User | null> {
    return this.repository.findById(id);
  }

  /** Case-insensitive, like the unique index on lower(email). */
  findByEmail(email: string): Promise<User | null> {
    return this.repository.findByEmail(email);
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.repository.findByEmailWithPassword(email);
  }

  findByIdWithPassword(id: string): Promise<User | null> {
    return this.repository.findByIdWithPassword(id);
  }

  /** Renames the account; the unique index answers a race (users.module: DISPLAY_NAME_TAKEN). */
  setDisplayName(manager: EntityManager, userId: string, displayName: string): Promise<User> {
    return this.repository.setDisplayName(manager, userId, displayName);
  }

  /**
   * Deletes the account; its sign-ins and email tokens go with the row (ON DELETE CASCADE). Its
   * reviews belong to the reviews module, which the caller asks first in the same transaction.
   */
  deleteAccount(manager: EntityManager, userId: string): Promise<void> {
    return this.repository.delete(manager, userId);
  }

  /**
   * Whether an account has this display name, case-insensitively; `exceptUserId` leaves out the
   * account being renamed. Never an exception by address: that would tell who owns the name.
   */
  displayNameTaken(manager: EntityManager, displayName: string, exceptUserId?: string): Promise<boolean> {
    return this.repository.displayNameTaken(manager, displayName, exceptUserId);
  }

  /** Creates an account; `verified` is for operators (CLI), sign-ups verify by email. */
  async create(input: { email: string; password: string; role?: UserRole; verified?: boolean }): Promise<User> {
    if (await this.findByEmail(input.email)) throw new ConflictException('A user with this email already exists');
    return this.repository.insert({
      email: input.email.trim(),
      password_hash: await hashPassword(input.password),
      role: input.role ?? 'user',
      email_verified_at: input.verified ? new Date() : null,
    });
  }

  async setRole(email: string, role: UserRole): Promise<User> {
    const user = await this.findByEmail(email);
    if (!user) throw new NotFoundException(`No user with the email ${email}`);
    await this.repository.setRole(user.id, role);
    return { ...user, role };
  }

  /**
   * Moves the account to a new address its owner has just proved (the link was opened there), so it
   * is verified at once. A sign-up still pending on that address is nobody's account yet and gives
   * way; a verified one keeps it (the unique index answers EMAIL_IN_USE).
   */
  async changeEmail(manager: EntityManager, userId: string, newEmail: string): Promise<User> {
    await this.repository.deleteUnverifiedWithEmail(manager, newEmail, userId);
    return this.repository.setVerifiedEmail(manager, userId, newEmail);
  }

  /** Whether another, verified account uses the address (a pending sign-up would give way, see changeEmail). */
  async emailVerifiedByAnother(userId: string, email: string): Promise<boolean> {
    const other = await this.findByEmail(email);
    return Boolean(other && other.id !== userId && other.email_verified_at);
  }

  markVerified(manager: EntityManager, userId: string): Promise<void> {
    return this.repository.markVerified(manager, userId);
  }

  async setPassword(manager: EntityManager, userId: string, password: string): Promise<void> {
    await this.repository.setPasswordHash(manager, userId, await hashPassword(password));
  }

  /** Locks the account row of this email (if any) for the rest of the caller's transaction. */
  findByEmailForUpdate(manager: EntityManager, email: string): Promise<User | null> {
    return this.repository.findByEmailForUpdate(manager, email);
  }

  /** A new unverified account; false when the email was taken meanwhile (a concurrent sign-up). */
  insertPending(manager: EntityManager, email: string, passwordHash: string, displayName: string): Promise<boolean> {
    return this.repository.insertPending(manager, email, passwordHash, displayName);
  }

  /**
   * Signing up again with an address that was never verified starts over: the newest
   * registrant's password replaces the pending one, and the clock of its expiry restarts.
   */
  replacePendingPassword(
    manager: EntityManager,
    userId: string,
    passwordHash: string,
    displayName: string,
  ): Promise<void> {
    return this.repository.replacePendingPassword(manager, userId, passwordHash, displayName);
  }

  /**
   * Unverified accounts expire (UNVERIFIED_ACCOUNT_TTL_DAYS after their last sign-up), which
   * frees their address. With an email, only that account; otherwise all of them.
   */
  dropExpiredUnverified(manager: EntityManager, ttlMs: number, email?: string): Promise<void> {
    return this.repository.deleteUnverifiedOlderThan(manager, ttlMs, email);
  }

  /** An unverified account past its expiry counts as gone. */
  isExpiredUnverified(user: User, ttlMs: number): boolean {
    return !user.email_verified_at && user.updated_at.getTime() < Date.now() - ttlMs;
  }
}
