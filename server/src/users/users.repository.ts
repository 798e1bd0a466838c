import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { User, type UserRole } from './user.entity.js';

/**
 * The only place that queries the users table. Emails compare case-insensitively, like the unique
 * index on lower(email). Methods taking a manager run in the caller's transaction.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

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

  /** Locks the account row of this email (if any) for the rest of the caller's transaction. */
  findByEmailForUpdate(manager: EntityManager, email: string): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .setLock('pessimistic_write')
      .getOne();
  }

  insert(fields: Pick<User, 'email' | 'password_hash' | 'role' | 'email_verified_at'>): Promise<User> {
    return this.users.save(this.users.create(fields));
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

  /** Whether an account other than `exceptUserId` has this display name, case-insensitively. */
  async displayNameTaken(manager: EntityManager, displayName: string, exceptUserId?: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM users WHERE lower(display_name) = lower($1) AND id IS DISTINCT FROM $2::uuid LIMIT 1`,
      [displayName, exceptUserId ?? null],
    )) as unknown[];
    return rows.length > 0;
  }

  async setRole(id: string, role: UserRole): Promise<void> {
    await this.users.update({ id }, { role });
  }

  async setDisplayName(manager: EntityManager, userId: string, displayName: string): Promise<User> {
    await manager.update(User, { id: userId }, { display_name: displayName });
    return manager.findOneByOrFail(User, { id: userId });
  }

  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.update(User, { id: userId }, { password_hash: passwordHash });
  }

  /** A pending account's new password and name; its updated_at (the start of its expiry) restarts. */
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

  /** Verified now, or when it was first verified. */
  async markVerified(manager: EntityManager, userId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ email_verified_at: () => 'coalesce(email_verified_at, now())' })
      .where('id = :userId', { userId })
      .execute();
  }

  /** Moves the account to `email`, verified now. */
  async setVerifiedEmail(manager: EntityManager, userId: string, email: string): Promise<User> {
    await manager.update(User, { id: userId }, { email, email_verified_at: () => 'now()' });
    return manager.findOneByOrFail(User, { id: userId });
  }

  /** Deletes the unverified account of this address other than `exceptUserId`, if there is one. */
  async deleteUnverifiedWithEmail(manager: EntityManager, email: string, exceptUserId: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE email_verified_at IS NULL AND lower(email) = lower($1) AND id <> $2`, [
      email,
      exceptUserId,
    ]);
  }

  /** Deletes the unverified accounts not signed up for in `ageMs`; with an email, only that one. */
  async deleteUnverifiedOlderThan(manager: EntityManager, ageMs: number, email?: string): Promise<void> {
    const byEmail = email ? 'AND lower(email) = lower($2)' : '';
    await manager.query(
      `DELETE FROM users WHERE email_verified_at IS NULL AND updated_at < now() - make_interval(secs => $1) ${byEmail}`,
      email ? [ageMs / 1000, email.trim()] : [ageMs / 1000],
    );
  }

  /** Deletes the account; its sign-ins and email tokens go with the row (ON DELETE CASCADE). */
  async delete(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(User, { id: userId });
  }
}
