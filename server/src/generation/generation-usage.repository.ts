import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Today, as a UTC date: the token budget is counted per UTC day, whatever the server's time zone. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

export interface RecentRequests {
  count: number;
  /** Seconds until the oldest of them leaves the window. */
  retryAfterSeconds: number;
}

export interface TokensToday {
  used: number;
  /** The next UTC midnight. */
  resetsAt: Date;
}

/** What generation costs: requests per admin (from the generations rows) and tokens per day. */
@Injectable()
export class GenerationUsageRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Serializes one admin's requests until the transaction ends, so concurrent requests are counted
   * one after another (a check-then-insert without it lets a burst through together).
   */
  async lockRequester(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`generation-requests:${userId}`]);
  }

  async recentRequests(manager: EntityManager, userId: string, windowSeconds: number): Promise<RecentRequests> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS count,
              coalesce(ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - clock_timestamp())), 0)::int AS retry_after
       FROM generations WHERE requested_by_id = $1 AND created_at > clock_timestamp() - make_interval(secs => $2)`,
      [userId, windowSeconds],
    )) as { count: number; retry_after: number }[];
    return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  async tokensToday(manager: EntityManager | DataSource = this.db): Promise<TokensToday> {
    const [row] = (await manager.query(
      `SELECT coalesce((SELECT tokens FROM generation_token_usage WHERE day = d), 0)::bigint AS used,
              (d + 1)::timestamp AT TIME ZONE 'UTC' AS resets_at
       FROM (SELECT ${TODAY} AS d) today`,
    )) as { used: string; resets_at: Date }[];
    return { used: Number(row.used), resetsAt: new Date(row.resets_at) };
  }

  /** Every token the model reported, all days together (GET /metrics). */
  async totalTokens(): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT coalesce(sum(tokens), 0)::bigint AS total FROM generation_token_usage`,
    )) as { total: string }[];
    return Number(row.total);
  }

  /** Adds tokens the model reported to today's count (one row per day, shared by every process). */
  async addTokens(tokens: number): Promise<void> {
    if (tokens <= 0) return;
    await this.db.query(
      `INSERT INTO generation_token_usage AS u (day, tokens) VALUES (${TODAY}, $1)
       ON CONFLICT (day) DO UPDATE SET tokens = u.tokens + EXCLUDED.tokens`,
      [tokens],
    );
  }
}
