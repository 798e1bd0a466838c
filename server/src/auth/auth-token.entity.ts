import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** A single-use, expiring link token sent by email (stored as a SHA-256 hash). */
@Entity('auth_tokens')
export class AuthToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  user_id: string;

  @Column({ type: 'text' })
  purpose: AuthTokenPurpose;

  @Column({ type: 'text' })
  token_hash: string;

  /** The address a change_email link confirms (null for the other purposes). */
  @Column({ type: 'text', nullable: true })
  new_email: string | null;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
