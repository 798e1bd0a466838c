import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { hashPassword } from './password-hasher.js';
import { User, type UserRole } from './user.entity.js';
import type { AuthUser } from '../contracts/auth.js';

/** What the API and the client know about a signed-in user (SPEC §3 User). */
/** What the API and the client know about a signed-in user (contracts/auth.ts). */
export type UserProfile = AuthUser;

export const toProfile = (user: Pick<User, 'id' | 'email' | 'display_name' | 'role'>): UserProfile => ({
  id: user.id,
  email: user.email,
  display_name: user.display_name,
  role: user.role,
});

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Case-insensitive, like the unique index on lower(email). */
  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  findByIdWithPassword(id: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .where('user.id = :id', { id })
      .getOne();
  }

  /** Renames the account; the unique index answers a race (users.module: DISPLAY_NAME_TAKEN). */
  async setDisplayName(manager: EntityManager, userId: string, displayName: string): Promise<User> {
    await manager.update(User, { id: userId }, { display_name: displayName });
    return manager.findOneByOrFail(User, { id: userId });
  }

  /**
   * Deletes the account and what it owns: its reviews, sign-ins and email tokens go with the row
   * (ON DELETE CASCADE). Returns the reviews that go, so the caller can record their review.deleted
   * events (ratings and search documents follow) in the same transaction.
   */
  async deleteAccount(manager: EntityManager, userId: string): Promise<{ id: string; location_id: string }[]> {
    const reviews = (await manager.query(`SELECT id, location_id FROM reviews WHERE user_id = $1 FOR UPDATE`, [
      userId,
    ])) as { id: string; location_id: string }[];
    await manager.delete(User, { id: userId });
    return reviews;
  }

  /**
   * Whether an account has this display name, case-insensitively; `exceptUserId` leaves out the
   * account being renamed. Never an exception by address: that would tell who owns the name.
   */
  async displayNameTaken(manager: EntityManager, displayName: string, exceptUserId?: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM users WHERE lower(display_name) = lower($1) AND id IS DISTINCT FROM $2::uuid LIMIT 1`,
      [displayName, exceptUserId ?? null],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Creates an account; `verified` is for operators (CLI), sign-ups verify by email. */
  async create(input: { email: string; password: string; role?: UserRole; verified?: boolean }): Promise<User> {
    if (await this.findByEmail(input.email)) throw new ConflictException('A user with this email already exists');
    const saved = await this.users.save(
      this.users.create({
        email: input.email.trim(),
        password_hash: await hashPassword(input.password),
        role: input.role ?? 'user',
        email_verified_at: input.verified ? new Date() : null,
      }),
    );
    return saved;
  }

  async setRole(email: string, role: UserRole): Promise<User> {
    const user = await this.findByEmail(email);
    if (!user) throw new NotFoundException(`No user with the email ${email}`);
    await this.users.update({ id: user.id }, { role });
    return { ...user, role };
  }

  /**
   * Moves the account to a new address its owner has just proved (the link was opened there), so it
   * is verified at once. A sign-up still pending on that address is nobody's account yet and gives
   * way; a verified one keeps it (the unique index answers EMAIL_IN_USE).
   */
  async changeEmail(manager: EntityManager, userId: string, newEmail: string): Promise<User> {
    await manager.query(`DELETE FROM users WHERE email_verified_at IS NULL AND lower(email) = lower($1) AND id <> $2`, [
      newEmail,
      userId,
    ]);
    await manager.update(User, { id: userId }, { email: newEmail, email_verified_at: () => 'now()' });
    return manager.findOneByOrFail(User, { id: userId });
  }

  /** Whether another, verified account uses the address (a pending sign-up would give way, see changeEmail). */
  async emailVerifiedByAnother(userId: string, email: string): Promise<boolean> {
    const other = await this.findByEmail(email);
    return Boolean(other && other.id !== userId && other.email_verified_at);
  }

  async markVerified(manager: EntityManager, userId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ email_verified_at: () => 'coalesce(email_verified_at, now())' })
      .where('id = :userId', { userId })
      .execute();
  }

  async setPassword(manager: EntityManager, userId: string, password: string): Promise<void> {
    await manager.update(User, { id: userId }, { password_hash: await hashPassword(password) });
  }

  /** Locks the account row of this email (if any) for the rest of the caller's transaction. */
  findByEmailForUpdate(manager: EntityManager, email: string): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** A new unverified account; false when the email was taken meanwhile (a concurrent sign-up). */
  async insertPending(
    manager: EntityManager,
    email: string,
    passwordHash: string,
    displayName: string,
  ): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO users (email, password_hash, display_name) VALUES ($1, $2, $3)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [email.trim(), passwordHash, displayName],
    )) as { id: string }[];
    return rows.length === 1;
  }

  /**
   * Signing up again with an address that was never verified starts over: the newest
   * registrant's password replaces the pending one, and the clock of its expiry restarts.
   */
  async replacePendingPassword(
    manager: EntityManager,
    userId: string,
    passwordHash: string,
    displayName: string,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ password_hash: passwordHash, display_name: displayName, updated_at: () => 'now()' })
      .where('id = :userId AND email_verified_at IS NULL', { userId })
      .execute();
  }

  /**
   * Unverified accounts expire (UNVERIFIED_ACCOUNT_TTL_DAYS after their last sign-up), which
   * frees their address. With an email, only that account; otherwise all of them.
   */
  async dropExpiredUnverified(manager: EntityManager, ttlMs: number, email?: string): Promise<void> {
    const byEmail = email ? 'AND lower(email) = lower($2)' : '';
    await manager.query(
      `DELETE FROM users WHERE email_verified_at IS NULL AND updated_at < now() - make_interval(secs => $1) ${byEmail}`,
      email ? [ttlMs / 1000, email.trim()] : [ttlMs / 1000],
    );
  }

  /** An unverified account past its expiry counts as gone. */
  isExpiredUnverified(user: User, ttlMs: number): boolean {
    return !user.email_verified_at && user.updated_at.getTime() < Date.now() - ttlMs;
  }
}
