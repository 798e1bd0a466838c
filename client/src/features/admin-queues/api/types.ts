/** GET /api/admin/queues, as the server sends it. */
export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';

export interface FailedJob {
  id: string;
  name: string;
  data: { type?: string; handler?: string; outboxId?: string; payload?: Record<string, unknown> } | null;
  error: string | null;
  attempts_made: number;
  failed_at: string | null;
}

export interface QueueStatus {
  name: string;
  counts: Record<JobState, number>;
  failed: FailedJob[];
}

export interface QueuesOverview {
  adapter: 'bullmq' | 'in-process';
  state: 'up' | 'down';
  queues: QueueStatus[];
  outbox: { pending: number; oldest_pending_age_seconds: number | null; failing: number; last_error: string | null };
}
