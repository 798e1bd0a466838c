import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimit } from './concurrency-limit.js';

describe(ConcurrencyLimit.name, () => {
  it('runs at most max tasks at once, in arrival order, and frees a slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number, fail = false) =>
      limit.run(async () => {
        started.push(id);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (fail) throw new Error(`task ${id}`);
        return id;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await task(6)).toBe(6);
  });
});
