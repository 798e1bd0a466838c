import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FailedJob, JobCounts, NewJob } from '../queue.port.js';

export interface ClaimedJob {
  id: string;
  queue: string;
  name: string;
  data: unknown;
  attempts_made: number;
  max_attempts: number;
}

/** A job running longer than this is presumed lost with its process and runs again. */
const LEASE = '5 minutes';
/** Completed jobs are only kept for the dashboard's recent counts. */
const KEEP_COMPLETED = '1 hour';

/** The queries of the in-process runner's job store (table queued_jobs). */
@Injectable()
export class QueuedJobsRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(jobs: Array<NewJob & { queue: string }>, maxAttempts: number): Promise<void> {
    if (jobs.length === 0) return;
    await this.ds.query(
      `INSERT INTO queued_jobs (id, queue, name, data, max_attempts)
       SELECT j.id, j.queue, j.name, j.data, coalesce(j.attempts, $2)
       FROM jsonb_to_recordset($1::jsonb) AS j(id text, queue text, name text, data jsonb, attempts int)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(jobs), maxAttempts],
    );
  }

  /** Takes due jobs (and jobs whose runner vanished) for this process; others skip them. */
  async claim(limit: number): Promise<ClaimedJob[]> {
    return this.updateReturning<ClaimedJob>(
      `UPDATE queued_jobs SET state = 'active', locked_until = now() + interval '${LEASE}'
       WHERE id IN (
         SELECT id FROM queued_jobs
         WHERE (state = 'waiting' AND run_at <= now()) OR (state = 'active' AND locked_until < now())
         ORDER BY run_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, queue, name, data, attempts_made, max_attempts`,
      [limit],
    );
  }

  async complete(id: string): Promise<void> {
    await this.ds.query(
      `UPDATE queued_jobs SET state = 'completed', attempts_made = attempts_made + 1, finished_at = now(), locked_until = NULL, last_error = NULL
       WHERE id = $1`,
      [id],
    );
  }

  async retryLater(id: string, error: string, delayMs: number): Promise<void> {
    await this.ds.query(
      `UPDATE queued_jobs SET state = 'waiting', attempts_made = attempts_made + 1, last_error = $2, locked_until = NULL,
         run_at = now() + $3 * interval '1 millisecond'
       WHERE id = $1`,
      [id, error, delayMs],
    );
  }

  async fail(id: string, error: string): Promise<void> {
    await this.ds.query(
      `UPDATE queued_jobs SET state = 'failed', attempts_made = attempts_made + 1, last_error = $2, locked_until = NULL, finished_at = now()
       WHERE id = $1`,
      [id, error],
    );
  }

  async counts(queue: string): Promise<JobCounts> {
    const rows: Array<{ state: keyof JobCounts; count: string }> = await this.ds.query(
      `SELECT CASE WHEN state = 'waiting' AND run_at > now() THEN 'delayed' ELSE state END AS state, count(*) AS count
       FROM queued_jobs WHERE queue = $1 GROUP BY 1`,
      [queue],
    );
    const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }

  async failed(queue: string, limit: number): Promise<FailedJob[]> {
    const rows: Array<FailedJob & { failed_at: Date | null }> = await this.ds.query(
      `SELECT id, name, data, last_error AS error, attempts_made, finished_at AS failed_at
       FROM queued_jobs WHERE queue = $1 AND state = 'failed' ORDER BY finished_at DESC LIMIT $2`,
      [queue, limit],
    );
    return rows.map((row) => ({ ...row, failed_at: row.failed_at ? new Date(row.failed_at).toISOString() : null }));
  }

  /** A retried job gets a fresh set of attempts, like BullMQ's Job.retry(). */
  async retryFailed(queue: string, id?: string): Promise<number> {
    const rows = await this.updateReturning(
      `UPDATE queued_jobs SET state = 'waiting', attempts_made = 0, run_at = now(), finished_at = NULL
       WHERE queue = $1 AND state = 'failed' AND ($2::text IS NULL OR id = $2) RETURNING id`,
      [queue, id ?? null],
    );
    return rows.length;
  }

  /** Jobs finished (completed, failed for good) per minute since `since`, keyed by the minute's start in ms. */
  async finishedPerMinute(queue: string, since: Date): Promise<Map<number, { completed: number; failed: number }>> {
    const rows: Array<{ minute: string; completed: number; failed: number }> = await this.ds.query(
      `SELECT (extract(epoch FROM date_trunc('minute', finished_at)) * 1000)::bigint AS minute,
              count(*) FILTER (WHERE state = 'completed')::int AS completed,
              count(*) FILTER (WHERE state = 'failed')::int AS failed
       FROM queued_jobs WHERE queue = $1 AND state IN ('completed', 'failed') AND finished_at >= $2
       GROUP BY 1`,
      [queue, since],
    );
    return new Map(rows.map((row) => [Number(row.minute), { completed: row.completed, failed: row.failed }]));
  }

  async trimCompleted(): Promise<void> {
    await this.ds.query(
      `DELETE FROM queued_jobs WHERE state = 'completed' AND finished_at < now() - interval '${KEEP_COMPLETED}'`,
    );
  }

  /** TypeORM answers an UPDATE with [rows, rowCount]. */
  private async updateReturning<T>(sql: string, params: unknown[]): Promise<T[]> {
    const [rows] = (await this.ds.query(sql, params)) as [T[], number];
    return rows;
  }
}
