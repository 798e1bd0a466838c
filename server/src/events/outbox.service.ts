import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-events.js';
import { OutboxMessage } from './outbox-message.entity.js';

export const OUTBOX_CHANNEL = 'reelatlas_outbox';

@Injectable()
export class OutboxService {
  /**
   * Records events inside the caller's transaction (pass its EntityManager), so the
   * event exists if and only if the write committed. NOTIFY wakes the relay at commit.
   */
  async record(manager: EntityManager, ...events: DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    const rows = events.map((event) => manager.create(OutboxMessage, { type: event.type, payload: { ...event.payload } }));
    await manager.save(OutboxMessage, rows, { reload: false });
    await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, String(events.length)]);
  }
}
