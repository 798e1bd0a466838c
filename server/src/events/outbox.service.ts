import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-events.js';
import { OutboxRepository } from './outbox.repository.js';

@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /**
   * Records events inside the caller's transaction (pass the EntityManager that
   * TransactionRunner.run gave it), so the event exists if and only if the write committed.
   */
  async record(manager: EntityManager, ...events: DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.outbox.insert(manager, events);
  }
}
