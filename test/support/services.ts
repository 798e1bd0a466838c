import { describe } from '@jest/globals';
import { Redis } from 'ioredis';

/**
 * The outside services the integration tests use, and what to do when one is missing. The
 * global setup (test/support/global-setup.mjs) probes them once and leaves its findings in the
 * environment, which every test file reads here.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** 'up', or why Redis is not (set by the global setup; absent when a file runs without it). */
const redisState = process.env.RA_TEST_REDIS_STATE ?? 'up';

/**
 * A suite that needs a real Redis (BullMQ): run where Redis answers; elsewhere skipped with the
 * reason in its title. With CI=true the global setup has already failed the run instead.
 */
export function describeWithRedis(name: string, suite: () => void): void {
  if (redisState === 'up') describe(name, suite);
  else describe.skip(`${name} [skipped: ${redisState}]`, suite);
}

/** Deletes every Redis key under `prefix` (a suite's own queue prefix), so no run leaves keys behind. */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>)
      if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
