import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxBacklog } from '../contracts/queues.js';
import type { DomainEvent, DomainEventType } from './domain-events.js';
import { OutboxMessage } from './outbox-message.entity.js';

export const OUTBOX_CHANNEL = 'reelatlas_outbox';

export interface PendingEvent {
  id: string;
  type: DomainEventType;
  payload: Record<string, unknown>;
}

export type { OutboxBacklog };

/** The outbox table's queries: recording (inside the write's transaction) and the relay's. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** NOTIFY is delivered at commit, so the relay wakes only for rows it can see. */
  async insert(manager: EntityManager, events: DomainEvent[]): Promise<void> {
    const rows = events.map((event) =>
      manager.create(OutboxMessage, { type: event.type, payload: { ...event.payload } }),
    );
    await manager.save(OutboxMessage, rows, { reload: false });
    await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, String(events.length)]);
  }

  /**
   * Locks up to `limit` pending events for the caller's transaction. SKIP LOCKED lets
   * several relays (app processes) run at once, each taking different rows.
   */
  claimPending(manager: EntityManager, limit: number): Promise<PendingEvent[]> {
    return manager.query(
      `SELECT id::text AS id, type, payload FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async markPublished(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(
      `UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  }

  async markFailed(manager: EntityManager, ids: string[], error: string): Promise<void> {
    await manager.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`, [
      ids,
      error.slice(0, 2000),
    ]);
  }

  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.ds.query(
      `SELECT count(*)::int AS pending,
              extract(epoch FROM now() - min(created_at))::float AS oldest,
              count(*) FILTER (WHERE attempts > 0)::int AS failing,
              (SELECT last_error FROM outbox WHERE published_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
       FROM outbox WHERE published_at IS NULL`,
    );
    return {
      pending: row.pending,
      oldest_pending_age_seconds: row.oldest === null ? null : Math.round(row.oldest),
      failing: row.failing,
      last_error: row.last_error,
    };
  }
}
