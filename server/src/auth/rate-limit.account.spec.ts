import { describe, expect, it } from '@jest/globals';
import { SLOWDOWN_BASE_MS, SLOWDOWN_MAX_MS, slowDownMs } from './rate-limit.account.js';

describe('slowDownMs', () => {
  it('does not slow an account down below its threshold of failures', () => {
    expect(slowDownMs(0, 10)).toBe(0);
    expect(slowDownMs(9, 10)).toBe(0);
  });

  it('waits from the threshold on, doubling with each further failure', () => {
    expect(slowDownMs(10, 10)).toBe(SLOWDOWN_BASE_MS);
    expect(slowDownMs(11, 10)).toBe(SLOWDOWN_BASE_MS * 2);
    expect(slowDownMs(12, 10)).toBe(SLOWDOWN_BASE_MS * 4);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(slowDownMs(20, 10)).toBe(SLOWDOWN_MAX_MS);
    expect(slowDownMs(100_000, 10)).toBe(SLOWDOWN_MAX_MS);
  });
});
