import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditEntity } from '../contracts/admin.js';

/** One admin write: who, when, what (entity, id, action) and which fields changed. */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** Null once the user is deleted; the email below keeps the record readable. */
  @Column({ type: 'uuid', nullable: true })
  actor_id: string | null;

  @Column({ type: 'text' })
  actor_email: string;

  @Column({ type: 'text' })
  entity: AuditEntity;

  @Column({ type: 'text' })
  entity_id: string;

  @Column({ type: 'text' })
  action: AuditAction;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  changed_fields: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
