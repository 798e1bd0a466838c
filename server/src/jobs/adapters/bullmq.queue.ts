import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobsConfig } from '../../config/app-config.js';
import { retryDelay } from '../backoff.js';
import { JOB_QUEUE, QUEUE_NAMES, type JobName, type QueueName } from '../job-names.js';
import {
  DEFAULT_FAILED_LIMIT,
  HISTORY_MINUTES,
  JobQueue,
  minuteGrid,
  type JobProcessor,
  type NewJob,
  type QueueMinute,
  type QueueStatus,
} from '../queue.port.js';

const ADD_TIMEOUT_MS = 3_000;
const PING_TIMEOUT_MS = 1_000;
const WORKER_CONCURRENCY = 5;
const CLOSE_TIMEOUT_MS = 10_000;
/** At start-up the connection is a few ms from ready; that is not an outage. */
const CONNECT_GRACE_MS = 500;

/** Production adapter: BullMQ on REDIS_URL; `npm run worker` processes, the web process only adds. */
export class BullMqQueue extends JobQueue {
  readonly adapter = 'bullmq' as const;
  private readonly logger = new Logger('BullMqQueue');
  /** Fails fast while Redis is away (no offline buffer), so the outbox keeps the events instead. */
  private readonly producer: Redis;
  private readonly queues: Map<QueueName, Queue>;
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private readonly processors = new Map<JobName, JobProcessor<JobName>>();
  private lastErrorLog = 0;

  constructor(
    private readonly redisUrl: string,
    private readonly config: JobsConfig,
  ) {
    super();
    this.producer = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    this.producer.on('error', (error) => this.logThrottled(error));
    this.queues = new Map(QUEUE_NAMES.map((name) => [name, this.createQueue(name)]));
  }

  async addBulk(jobs: NewJob[]): Promise<void> {
    if (jobs.length === 0) return;
    // Fail fast while disconnected rather than hold the relay's row locks until a timeout.
    if (!(await this.connected(CONNECT_GRACE_MS))) throw new Error(`Redis is unreachable (${this.producer.status})`);
    const byQueue = new Map<QueueName, NewJob[]>();
    for (const job of jobs) byQueue.set(JOB_QUEUE[job.name], [...(byQueue.get(JOB_QUEUE[job.name]) ?? []), job]);
    const adds = [...byQueue].map(([name, list]) =>
      this.queue(name).addBulk(
        list.map((job) => ({
          name: job.name,
          data: job.data,
          opts: job.attempts === undefined ? { jobId: job.id } : { jobId: job.id, attempts: job.attempts },
        })),
      ),
    );
    await withTimeout(Promise.all(adds), ADD_TIMEOUT_MS, 'Redis did not accept the jobs in time');
  }

  process<N extends JobName>(name: N, processor: JobProcessor<N>): void {
    this.processors.set(name, processor as JobProcessor<JobName>);
  }

  async startWorkers(): Promise<void> {
    for (const name of QUEUE_NAMES) {
      const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
      connection.on('error', (error) => this.logThrottled(error));
      this.connections.push(connection);
      const worker = new Worker(name, (job: Job) => this.run(job), {
        connection,
        prefix: this.config.queuePrefix,
        concurrency: WORKER_CONCURRENCY,
        lockDuration: this.config.lockMs,
        // Completed and failed jobs per minute, kept in Redis for the /admin/queues chart (history()).
        metrics: { maxDataPoints: HISTORY_MINUTES },
        stalledInterval: this.config.lockMs,
        // The 'capped' backoff: BullMQ's exponential formula, never more than JOB_BACKOFF_CAP_MS apart.
        settings: {
          backoffStrategy: (attemptsMade: number) =>
            retryDelay(attemptsMade, this.config.backoffMs, this.config.backoffCapMs),
        },
      });
      worker.on('error', (error) => this.logThrottled(error));
      worker.on('failed', (job, error) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
          this.logger.warn(`job ${job.id} failed for good: ${error.message}`);
      });
      this.workers.push(worker);
    }
  }

  /** Lets active jobs finish while Redis answers; with Redis away there is nothing to wait for. */
  async close(): Promise<void> {
    const connections = [...this.connections, this.producer];
    const reachable = this.producer.status === 'ready';
    if (!reachable) for (const connection of connections) connection.disconnect();
    const closing = [
      ...this.workers.map((worker) => worker.close(!reachable)),
      ...[...this.queues.values()].map((queue) => queue.close()),
    ];
    await withTimeout(Promise.all(closing), reachable ? CLOSE_TIMEOUT_MS : 1_000, 'closing the queues timed out').catch(
      (error: Error) => this.logger.warn(error.message),
    );
    for (const connection of connections) connection.disconnect();
  }

  async ping(): Promise<boolean> {
    if (this.producer.status !== 'ready') return false;
    return withTimeout(this.producer.ping(), PING_TIMEOUT_MS, 'ping timeout').then(
      () => true,
      () => false,
    );
  }

  async status(name: QueueName, failedLimit = DEFAULT_FAILED_LIMIT): Promise<QueueStatus> {
    const queue = this.queue(name);
    const [counts, failed] = await Promise.all([
      queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
      queue.getFailed(0, failedLimit - 1),
    ]);
    return {
      name,
      counts: {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
      },
      failed: failed.map((job) => ({
        id: String(job.id),
        name: job.name,
        data: job.data,
        error: job.failedReason ?? null,
        attempts_made: job.attemptsMade,
        failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      })),
    };
  }

  async retry(name: QueueName, id: string): Promise<boolean> {
    const job = await this.queue(name).getJob(id);
    if (!job || !(await (job as Job).isFailed())) return false;
    await (job as Job).retry('failed');
    return true;
  }

  async retryAllFailed(name: QueueName): Promise<number> {
    const queue = this.queue(name);
    const count = await queue.getFailedCount();
    await queue.retryJobs({ state: 'failed' });
    return count;
  }

  async history(name: QueueName, minutes: number): Promise<QueueMinute[]> {
    const queue = this.queue(name);
    const [completed, failed] = await Promise.all([
      queue.getMetrics('completed', 0, minutes),
      queue.getMetrics('failed', 0, minutes),
    ]);
    const counts = new Map<number, { completed?: number; failed?: number }>();
    for (const [kind, metrics] of [
      ['completed', completed],
      ['failed', failed],
    ] as const) {
      for (const [minute, count] of metricsByMinute(metrics))
        counts.set(minute, { ...counts.get(minute), [kind]: count });
    }
    return minuteGrid(Date.now(), minutes, counts);
  }

  private async connected(graceMs: number): Promise<boolean> {
    if (this.producer.status === 'ready') return true;
    let onReady: () => void = () => undefined;
    const ready = new Promise<boolean>((resolve) => {
      onReady = () => resolve(true);
      this.producer.once('ready', onReady);
    });
    const result = await Promise.race([
      ready,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs)),
    ]);
    this.producer.off('ready', onReady);
    return result;
  }

  /** For tests and operators: removes every key of a queue under this prefix. */
  async obliterate(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.obliterate({ force: true })));
  }

  private createQueue(name: QueueName): Queue {
    const defaultJobOptions: JobsOptions = {
      attempts: this.config.attempts,
      backoff: { type: 'capped', delay: this.config.backoffMs },
      // Completed jobs only feed the dashboard's counts; failed ones stay for inspection and retry.
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { count: 5000 },
    };
    const queue = new Queue(name, { connection: this.producer, prefix: this.config.queuePrefix, defaultJobOptions });
    queue.on('error', (error) => this.logThrottled(error));
    return queue;
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }

  private async run(job: Job): Promise<void> {
    const started = performance.now();
    const queue = JOB_QUEUE[job.name as JobName] ?? (job.queueName as QueueName);
    try {
      const processor = this.processors.get(job.name as JobName);
      if (!processor) throw new Error(`No processor for job ${job.name}`);
      await processor(job.data as never, { id: String(job.id), attemptsMade: job.attemptsMade });
      this.reportRun({
        queue,
        name: job.name,
        outcome: 'completed',
        durationSeconds: (performance.now() - started) / 1000,
      });
    } catch (error) {
      // BullMQ counts this attempt after the processor throws: the last one leaves no attempt.
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.reportRun({
        queue,
        name: job.name,
        outcome: last ? 'failed' : 'retry',
        durationSeconds: (performance.now() - started) / 1000,
      });
      throw error;
    }
  }

  /** Redis being away is reported by health and the relay; one log line per 30 s is enough here. */
  private logThrottled(error: Error): void {
    if (Date.now() - this.lastErrorLog < 30_000) return;
    this.lastErrorLog = Date.now();
    this.logger.warn(`Redis: ${error.message}`);
  }
}

/**
 * BullMQ's metrics (workers started with `metrics`) as counts keyed by minute start. Its Lua script
 * keeps `prevTS`, the time of the newest data point's update: the jobs counted since then
 * (count - prevCount) all finished in prevTS's minute, and data[i] is the minute i + 1 before it.
 */
export function metricsByMinute(metrics: {
  meta: { count: number; prevTS: number; prevCount: number };
  data: number[];
}): Map<number, number> {
  const counts = new Map<number, number>();
  if (!metrics.meta.prevTS) return counts;
  const newest = Math.floor(metrics.meta.prevTS / 60_000) * 60_000;
  counts.set(newest, Math.max(0, metrics.meta.count - metrics.meta.prevCount));
  metrics.data.forEach((count, i) => counts.set(newest - (i + 1) * 60_000, count));
  return counts;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
