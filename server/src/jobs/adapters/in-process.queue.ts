import { Logger } from '@nestjs/common';
import type { JobsConfig } from '../../config/app-config.js';
import { nextStep } from '../backoff.js';
import { JOB_QUEUE, type JobName, type QueueName } from '../job-names.js';
import {
  DEFAULT_FAILED_LIMIT,
  JobQueue,
  minuteGrid,
  type JobProcessor,
  type NewJob,
  type QueueMinute,
  type QueueStatus,
} from '../queue.port.js';
import { QueuedJobsRepository, type ClaimedJob } from './queued-jobs.repository.js';

const BATCH = 10;
const POLL_MS = 500;
const TRIM_EVERY_MS = 60_000;

/**
 * The embedded default: jobs run inside the app process, stored in PostgreSQL (queued_jobs)
 * with BullMQ's retry semantics — attempts, exponential backoff, failed jobs kept.
 */
export class InProcessQueue extends JobQueue {
  readonly adapter = 'in-process' as const;
  private readonly logger = new Logger('InProcessQueue');
  private readonly processors = new Map<JobName, JobProcessor<JobName>>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private lastTrim = 0;

  constructor(
    private readonly repo: QueuedJobsRepository,
    private readonly config: JobsConfig,
  ) {
    super();
  }

  async addBulk(jobs: NewJob[]): Promise<void> {
    await this.repo.insert(
      jobs.map((job) => ({ ...job, queue: JOB_QUEUE[job.name] })),
      this.config.attempts,
    );
    this.wake();
  }

  process<N extends JobName>(name: N, processor: JobProcessor<N>): void {
    this.processors.set(name, processor as JobProcessor<JobName>);
  }

  async startWorkers(): Promise<void> {
    this.stopped = false;
    this.wake();
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async status(queue: QueueName, failedLimit = DEFAULT_FAILED_LIMIT): Promise<QueueStatus> {
    const [counts, failed] = await Promise.all([this.repo.counts(queue), this.repo.failed(queue, failedLimit)]);
    return { name: queue, counts, failed };
  }

  async retry(queue: QueueName, id: string): Promise<boolean> {
    const retried = (await this.repo.retryFailed(queue, id)) > 0;
    this.wake();
    return retried;
  }

  async retryAllFailed(queue: QueueName): Promise<number> {
    const count = await this.repo.retryFailed(queue);
    this.wake();
    return count;
  }

  async history(queue: QueueName, minutes: number): Promise<QueueMinute[]> {
    const now = Date.now();
    const since = new Date((Math.floor(now / 60_000) - (minutes - 1)) * 60_000);
    return minuteGrid(now, minutes, await this.repo.finishedPerMinute(queue, since));
  }

  /** Runs due jobs now; one loop at a time, re-run if woken meanwhile, then poll for delayed ones. */
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error(`job runner: ${(error as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.timer = setTimeout(() => this.wake(), Math.max(20, Math.min(POLL_MS, this.config.backoffMs)));
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const jobs = await this.repo.claim(BATCH);
      if (jobs.length === 0) break;
      await Promise.all(jobs.map((job) => this.run(job)));
    }
    if (Date.now() - this.lastTrim > TRIM_EVERY_MS) {
      this.lastTrim = Date.now();
      await this.repo.trimCompleted();
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const processor = this.processors.get(job.name as JobName);
    const started = performance.now();
    const report = (outcome: 'completed' | 'retry' | 'failed') =>
      this.reportRun({
        queue: job.queue as QueueName,
        name: job.name,
        outcome,
        durationSeconds: (performance.now() - started) / 1000,
      });
    try {
      if (!processor) throw new Error(`No processor for job ${job.name}`);
      await processor(job.data as never, { id: job.id, attemptsMade: job.attempts_made });
      report('completed');
      await this.repo.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const step = nextStep(job.attempts_made + 1, job.max_attempts, this.config.backoffMs, this.config.backoffCapMs);
      report(step === 'failed' ? 'failed' : 'retry');
      if (step === 'failed') {
        this.logger.warn(`job ${job.id} failed after ${job.attempts_made + 1} attempts: ${message}`);
        await this.repo.fail(job.id, message);
      } else await this.repo.retryLater(job.id, message, step.retryInMs);
    }
  }
}
