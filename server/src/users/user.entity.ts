import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type { UserRole } from '../contracts/auth.js';
import type { UserRole } from '../contracts/auth.js';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique case-insensitively (index on lower(email)); stored as typed. */
  @Column({ type: 'text' })
  email: string;

  /** Public name (reviews show it); unique case-insensitively. The database generates one when none is given. */
  @Column({ type: 'text' })
  display_name: string;

  @Column({ type: 'text', nullable: true, select: false })
  password_hash: string | null;

  /** SPEC §6: only the value `admin` counts as administrator. */
  @Column({ type: 'text', default: 'user' })
  role: UserRole;

  @Column({ type: 'timestamptz', nullable: true })
  email_verified_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
