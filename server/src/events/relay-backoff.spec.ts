import { describe, expect, it } from '@jest/globals';
import { RelayBackoff } from './relay-backoff.js';

describe(RelayBackoff.name, () => {
  it('waits twice as long after each failure in a row, from the poll interval up to 30 s', () => {
    const backoff = new RelayBackoff(2_000);
    const delays = Array.from({ length: 6 }, () => backoff.failed(0).delayMs);
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('ignores wake-ups until the delay has passed', () => {
    const backoff = new RelayBackoff(100);
    expect(backoff.mayRun(1_000)).toBe(true);
    backoff.failed(1_000);
    backoff.failed(1_000); // second failure in a row: 200 ms
    expect(backoff.mayRun(1_199)).toBe(false);
    expect(backoff.mayRun(1_200)).toBe(true);
  });

  it('starts again from the poll interval after one success', () => {
    const backoff = new RelayBackoff(100);
    backoff.failed(0);
    backoff.failed(0);
    backoff.succeeded();
    expect(backoff.mayRun(0)).toBe(true);
    expect(backoff.failed(0).delayMs).toBe(100);
  });

  it('reports the first failure of an outage and then every tenth', () => {
    const backoff = new RelayBackoff(10);
    const reported = Array.from({ length: 20 }, () => backoff.failed(0))
      .filter((step) => step.report)
      .map((step) => step.failures);
    expect(reported).toEqual([1, 10, 20]);
  });
});
