import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { HandleDomainEventJob } from '../jobs/index.js';
import { JobQueue } from '../jobs/index.js';
import { DomainEventHandlers } from './domain-event-handlers.js';

/** Runs one handler for one event (the job the relay fanned out); retries are the queue's. */
@Injectable()
export class DomainEventProcessor implements OnModuleInit {
  private readonly logger = new Logger(DomainEventProcessor.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: DomainEventHandlers,
  ) {}

  onModuleInit(): void {
    this.queue.process('handle-domain-event', (job) => this.handle(job));
  }

  async handle(job: HandleDomainEventJob): Promise<void> {
    const registration = this.handlers.handlersFor(job.type).find((r) => r.name === job.handler);
    // A handler removed in a newer release leaves nothing to do for its queued jobs.
    if (!registration) {
      this.logger.warn(`no handler ${job.handler} for ${job.type} any more; job of outbox ${job.outboxId} skipped`);
      return;
    }
    await registration.handler(job.payload);
  }
}
