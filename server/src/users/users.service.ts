import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { hashPassword } from './password-hasher.js';
import { User, type UserRole } from './user.entity.js';

/** What the API and the client know about a signed-in user (SPEC §3 User). */
export interface UserProfile {
  id: string;
  email: string;
  role: UserRole;
}

export const toProfile = (user: Pick<User, 'id' | 'email' | 'role'>): UserProfile => ({ id: user.id, email: user.email, role: user.role });

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Case-insensitive, like the unique index on lower(email). */
  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
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
}
