/** GET /api/admin/queues: what operators see on /admin/queues. */
export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
export type JobCounts = Record<JobState, number>;
export type QueueAdapterName = 'bullmq' | 'in-process';

/** The data of a domain-event job, which is what the failed jobs table names. */
export interface FailedJobData {
  type?: string;
  handler?: string;
  outboxId?: string;
  payload?: Record<string, unknown>;
}

export interface FailedJob {
  id: string;
  name: string;
  data: FailedJobData | null;
  error: string | null;
  attempts_made: number;
  failed_at: string | null;
}

export interface QueueStatus<Name extends string = string> {
  name: Name;
  counts: JobCounts;
  failed: FailedJob[];
}

export interface OutboxBacklog {
  pending: number;
  oldest_pending_age_seconds: number | null;
  /** Pending events the relay already failed to hand over at least once. */
  failing: number;
  last_error: string | null;
}

export interface QueuesOverview<Name extends string = string> {
  adapter: QueueAdapterName;
  state: 'up' | 'down';
  queues: QueueStatus<Name>[];
  outbox: OutboxBacklog;
}

/** POST /api/admin/queues/:queue/jobs/:id/retry and /:queue/retry-failed: how many jobs run again. */
export interface RetryResult {
  retried: number;
}

/** One minute of a queue's last hour: jobs that finished in it. */
export interface QueueMinute {
  /** The minute's start, ISO 8601 (UTC). */
  minute: string;
  completed: number;
  /** Jobs that failed for good (no attempt left) in that minute. */
  failed: number;
}

/** GET /api/admin/queues/history: per queue, one entry a minute, oldest first, ending with the current minute. */
export interface QueuesHistory<Name extends string = string> {
  minutes: number;
  queues: { name: Name; points: QueueMinute[] }[];
}
