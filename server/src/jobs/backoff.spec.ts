import { describe, expect, it } from '@jest/globals';
import { outageDelay, nextStep, retryDelay } from './backoff.js';

describe('job retry backoff', () => {
  it('doubles the delay after each failed attempt, like BullMQ exponential backoff', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('retries until the attempts are used up, then keeps the job as failed', () => {
    expect(nextStep(1, 3, 50)).toEqual({ retryInMs: 50 });
    expect(nextStep(2, 3, 50)).toEqual({ retryInMs: 100 });
    expect(nextStep(3, 3, 50)).toBe('failed');
  });

  it('never waits longer than the cap between two attempts (an index update outlasting an outage)', () => {
    expect([1, 5, 8, 9, 300].map((attempt) => retryDelay(attempt, 2000, 300_000))).toEqual([
      2000, 32_000, 256_000, 300_000, 300_000,
    ]);
    expect(nextStep(299, 300, 2000, 300_000)).toEqual({ retryInMs: 300_000 });
  });

  it('gives up after the first failure when only one attempt is allowed', () => {
    expect(nextStep(1, 1, 50)).toBe('failed');
  });

  it('backs off from an outage by doubling up to a cap, and not at all without failures', () => {
    expect(outageDelay(0, 2000)).toBe(0);
    expect([1, 2, 3].map((n) => outageDelay(n, 2000))).toEqual([2000, 4000, 8000]);
    expect(outageDelay(20, 2000)).toBe(30_000);
  });
});
