import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const RATE_WINDOW_SECONDS = 60;

/**
 * Fixed-window counters in PostgreSQL, so every app process counts against the same
 * limit (ARCHITECTURE: nothing may live only in one process's memory).
 */
@Injectable()
export class RateLimitStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts one hit and returns the hits in the current window and its seconds left. */
  async hit(key: string): Promise<{ hits: number; retryAfter: number }> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, RATE_WINDOW_SECONDS],
    )) as { hits: number; retry_after: number }[];
    if (Math.random() < 0.01) void this.prune();
    return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
  }

  /** Hits in the current window, without counting one. */
  async count(key: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, RATE_WINDOW_SECONDS],
    )) as { hits: number }[];
    return row?.hits ?? 0;
  }

  private async prune(): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(secs => $1)`, [
        RATE_WINDOW_SECONDS * 2,
      ])
      .catch(() => undefined);
  }
}
