import { describe } from '@jest/globals';

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
