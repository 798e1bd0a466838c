import { describe, expect, it } from '@jest/globals';
import { BatchWriters } from './batch-writers.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe(BatchWriters.name, () => {
  it('runs at most `count` writes at once and waits for a free writer before taking the next', async () => {
    const writers = new BatchWriters(2);
    let running = 0;
    let most = 0;
    const ended: number[] = [];
    const write = (n: number, ms: number) => async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      ended.push(n);
    };
    for (const [n, ms] of [
      [1, 30],
      [2, 5],
      [3, 5],
      [4, 5],
    ])
      await writers.submit(write(n, ms));
    await writers.drain();
    expect(most).toBe(2);
    // The second write ended first and freed its writer: 3 and 4 went while 1 was still writing.
    expect(ended).toEqual([2, 3, 4, 1]);
  });

  it('throws a failed write from the next submit and from drain, only once the others ended', async () => {
    const writers = new BatchWriters(2);
    let slowEnded = false;
    await writers.submit(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      slowEnded = true;
    });
    await writers.submit(async () => {
      throw new Error('batch failed');
    });
    await tick();
    await expect(writers.submit(async () => {})).rejects.toThrow('batch failed');
    expect(slowEnded).toBe(true);
    await expect(writers.drain()).rejects.toThrow('batch failed');
  });

  it('refuses a count below one', () => {
    expect(() => new BatchWriters(0)).toThrow('writers must be a whole number ≥ 1, not 0');
  });
});
