import type {
  QueueMinute,
  FailedJob,
  JobCounts,
  JobState,
  QueueAdapterName,
  QueueStatus as QueueStatusContract,
} from '../contracts/queues.js';
import type { JobName, JobPayloads, QueueName } from './job-names.js';

/** One job to add. `id` is deterministic, so adding the same job twice adds it once. */
export interface NewJob<N extends JobName = JobName> {
  name: N;
  id: string;
  data: JobPayloads[N];
  /** How many runs before the job is kept as failed; the configured JOB_ATTEMPTS when absent. */
  attempts?: number;
}

export type JobProcessor<N extends JobName> = (
  data: JobPayloads[N],
  job: { id: string; attemptsMade: number },
) => Promise<void>;

/** One run of a job as it ended: completed, threw with attempts left (retry), or threw for good (failed). */
export interface JobRun {
  queue: QueueName;
  name: string;
  outcome: 'completed' | 'retry' | 'failed';
  durationSeconds: number;
}

export type JobObserver = (run: JobRun) => void;

/** What operators see (GET /api/admin/queues), declared in contracts/queues.ts. */
export type { FailedJob, JobCounts, JobState, QueueAdapterName, QueueMinute };
export type QueueStatus = QueueStatusContract<QueueName>;

/**
 * The queue port (ARCHITECTURE: one port, two adapters chosen at start-up). The rest of
 * the code adds jobs and registers processors without knowing which adapter runs them.
 */
export abstract class JobQueue {
  abstract readonly adapter: QueueAdapterName;
  private readonly observers: JobObserver[] = [];

  /** Told of every job run this process makes (the metrics' job durations and failures). */
  observe(observer: JobObserver): void {
    this.observers.push(observer);
  }

  protected reportRun(run: JobRun): void {
    for (const observer of this.observers) observer(run);
  }

  /** Resolves once the jobs are stored durably (Redis or PostgreSQL); rejects if they are not. */
  abstract addBulk(jobs: NewJob[]): Promise<void>;

  /** Registers the code that runs a job; called on module init, before `startWorkers`. */
  abstract process<N extends JobName>(name: N, processor: JobProcessor<N>): void;

  abstract startWorkers(): Promise<void>;
  abstract close(): Promise<void>;

  /** True when the queue's store answers (a short timeout; never throws). */
  abstract ping(): Promise<boolean>;

  abstract status(queue: QueueName, failedLimit?: number): Promise<QueueStatus>;

  /** Moves one failed job back to waiting; false when no failed job has that id. */
  abstract retry(queue: QueueName, id: string): Promise<boolean>;

  abstract retryAllFailed(queue: QueueName): Promise<number>;

  /**
   * Jobs completed and failed for good in each of the last `minutes` minutes, oldest first, the
   * current minute last (the /admin/queues chart).
   */
  abstract history(queue: QueueName, minutes: number): Promise<QueueMinute[]>;
}

/** The minutes an operator sees on /admin/queues (BullMQ keeps as many data points). */
export const HISTORY_MINUTES = 60;

const MINUTE_MS = 60_000;

/** A full grid of `minutes` minutes ending with the one `now` is in, filled from counts keyed by minute start (ms). */
export function minuteGrid(
  now: number,
  minutes: number,
  counts: Map<number, { completed?: number; failed?: number }>,
): QueueMinute[] {
  const current = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return Array.from({ length: minutes }, (_, i) => {
    const start = current - (minutes - 1 - i) * MINUTE_MS;
    const found = counts.get(start);
    return { minute: new Date(start).toISOString(), completed: found?.completed ?? 0, failed: found?.failed ?? 0 };
  });
}

export const DEFAULT_FAILED_LIMIT = 50;
