import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEventDiscovery } from './domain-event-discovery.js';
import { DomainEventHandlers } from './domain-event-handlers.js';
import { DomainEventProcessor } from './domain-event.processor.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';

/**
 * Global so every module that writes can record its events without import cycles.
 * The queue (JobQueue) comes from the global JobsModule.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage]), DiscoveryModule],
  providers: [
    OutboxService,
    DomainEventHandlers,
    DomainEventDiscovery,
    OutboxRepository,
    OutboxRelay,
    DomainEventProcessor,
  ],
  exports: [OutboxService, DomainEventHandlers, OutboxRepository, OutboxRelay],
})
export class EventsModule {}
