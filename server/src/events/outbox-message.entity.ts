import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DomainEventType } from './domain-events.js';

/** One recorded domain event waiting for (or done with) delivery to the queue. */
@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  type: DomainEventType;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Set once the queue has accepted the event; null = still to relay. */
  @Column({ type: 'timestamptz', nullable: true })
  published_at: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  last_error: string | null;
}
