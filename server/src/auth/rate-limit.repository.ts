import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The only place that queries rate_limit_hits (an unlogged table: fixed-window counters per key). */
@Injectable()
export class RateLimitRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one hit in the key's window, starting a new window when the old one is over, in one
   * statement; returns the hits and the seconds until the window ends.
   */
  async addHit(key: string, windowSeconds: number): Promise<{ hits: number; secondsLeft: number }> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS seconds_left`,
      [key, windowSeconds],
    )) as { hits: number; seconds_left: number }[];
    return { hits: row.hits, secondsLeft: row.seconds_left };
  }

  /** Hits in the key's window if it started less than `windowSeconds` ago, else 0. */
  async hitsInWindow(key: string, windowSeconds: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    )) as { hits: number }[];
    return row?.hits ?? 0;
  }

  async deleteWindowsOlderThan(seconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(secs => $1)`, [
      seconds,
    ]);
  }
}
