import type {
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

/** What operators see (GET /api/admin/queues), declared in contracts/queues.ts. */
export type { FailedJob, JobCounts, JobState, QueueAdapterName };
export type QueueStatus = QueueStatusContract<QueueName>;

/**
 * The queue port (ARCHITECTURE: one port, two adapters chosen at start-up). The rest of
 * the code adds jobs and registers processors without knowing which adapter runs them.
 */
export abstract class JobQueue {
  abstract readonly adapter: QueueAdapterName;

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
}

export const DEFAULT_FAILED_LIMIT = 50;
