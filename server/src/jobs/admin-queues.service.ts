import { Injectable, NotFoundException } from '@nestjs/common';
import { OutboxRepository, type OutboxBacklog } from '../events/outbox.repository.js';
import { QUEUE_NAMES, isQueueName, type QueueName } from './job-names.js';
import { JobQueue, type QueueAdapterName, type QueueStatus } from './queue.port.js';

export interface QueuesOverview {
  adapter: QueueAdapterName;
  state: 'up' | 'down';
  queues: QueueStatus[];
  outbox: OutboxBacklog;
}

/** What operators see and do on /admin/queues. */
@Injectable()
export class AdminQueuesService {
  constructor(
    private readonly queue: JobQueue,
    private readonly outbox: OutboxRepository,
  ) {}

  async overview(): Promise<QueuesOverview> {
    const up = await this.queue.ping();
    const outbox = await this.outbox.backlog();
    // With Redis down the counts cannot be read; the outbox backlog still tells the story.
    const queues = up ? await Promise.all(QUEUE_NAMES.map((name) => this.queue.status(name))) : [];
    return { adapter: this.queue.adapter, state: up ? 'up' : 'down', queues, outbox };
  }

  async retry(queue: string, id: string): Promise<{ retried: number }> {
    if (!(await this.queue.retry(this.known(queue), id))) throw new NotFoundException(`No failed job ${id} in queue ${queue}`);
    return { retried: 1 };
  }

  async retryAllFailed(queue: string): Promise<{ retried: number }> {
    return { retried: await this.queue.retryAllFailed(this.known(queue)) };
  }

  private known(queue: string): QueueName {
    if (!isQueueName(queue)) throw new NotFoundException(`Unknown queue ${queue}; queues: ${QUEUE_NAMES.join(', ')}`);
    return queue;
  }
}
