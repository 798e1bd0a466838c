import { Injectable } from '@nestjs/common';
import { RateLimitRepository } from './rate-limit.repository.js';

export const RATE_WINDOW_SECONDS = 60;
/** One hit in this many also clears the windows that are over, so the table stays small without a timer. */
const PRUNE_ONE_IN = 100;

/**
 * Fixed-window counters in PostgreSQL, so every app process counts against the same
 * limit (ARCHITECTURE: nothing may live only in one process's memory).
 */
@Injectable()
export class RateLimitStore {
  constructor(private readonly repository: RateLimitRepository) {}

  /** Counts one hit and returns the hits in the current window and its seconds left. */
  async hit(key: string): Promise<{ hits: number; retryAfter: number }> {
    const { hits, secondsLeft } = await this.repository.addHit(key, RATE_WINDOW_SECONDS);
    if (Math.random() < 1 / PRUNE_ONE_IN) void this.prune();
    return { hits, retryAfter: Math.max(1, secondsLeft) };
  }

  /** Hits in the current window, without counting one. */
  count(key: string): Promise<number> {
    return this.repository.hitsInWindow(key, RATE_WINDOW_SECONDS);
  }

  private async prune(): Promise<void> {
    await this.repository.deleteWindowsOlderThan(RATE_WINDOW_SECONDS * 2).catch(() => undefined);
  }
}
