import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token. Rotation creates a new row in the same family and marks this one
 * revoked + replaced_by; presenting a replaced token again revokes the whole family.
 */
@Entity('refresh_sessions')
export class RefreshSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  user_id: string;

  @Column({ type: 'uuid' })
  family_id: string;

  @Column({ type: 'text' })
  token_hash: string;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  @Column({ type: 'uuid', nullable: true })
  replaced_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
