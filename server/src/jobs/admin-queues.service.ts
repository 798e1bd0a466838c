import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  QueuesHistory as QueuesHistoryContract,
  QueuesOverview as QueuesOverviewContract,
  RetryResult,
} from '../contracts/queues.js';
import { OutboxRepository } from '../events/index.js';
import { QUEUE_NAMES, isQueueName, type QueueName } from './job-names.js';
import { HISTORY_MINUTES, JobQueue } from './queue.port.js';

/** GET /api/admin/queues (contracts/queues.ts). */
export type QueuesOverview = QueuesOverviewContract<QueueName>;
/** GET /api/admin/queues/history. */
export type QueuesHistory = QueuesHistoryContract<QueueName>;

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

  /** The last hour per queue, a point a minute; no queue while the queue's store is unreachable. */
  async history(): Promise<QueuesHistory> {
    const up = await this.queue.ping();
    const queues = up
      ? await Promise.all(
          QUEUE_NAMES.map(async (name) => ({ name, points: await this.queue.history(name, HISTORY_MINUTES) })),
        )
      : [];
    return { minutes: HISTORY_MINUTES, queues };
  }

  async retry(queue: string, id: string): Promise<RetryResult> {
    if (!(await this.queue.retry(this.known(queue), id)))
      throw new NotFoundException(`No failed job ${id} in queue ${queue}`);
    return { retried: 1 };
  }

  async retryAllFailed(queue: string): Promise<RetryResult> {
    return { retried: await this.queue.retryAllFailed(this.known(queue)) };
  }

  private known(queue: string): QueueName {
    if (!isQueueName(queue)) throw new NotFoundException(`Unknown queue ${queue}; queues: ${QUEUE_NAMES.join(', ')}`);
    return queue;
  }
}
