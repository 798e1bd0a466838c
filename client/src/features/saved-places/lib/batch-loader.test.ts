import { describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batch-loader';

const echo = (keys: string[]) => Promise.resolve(Object.fromEntries(keys.map((key) => [key, key.toUpperCase()])));

describe('createBatchLoader', () => {
  it('answers the keys asked for in one task with one load', async () => {
    const loadMany = vi.fn(echo);
    const load = createBatchLoader(loadMany, { max: 200, missing: null as string | null });
    await expect(Promise.all([load('a'), load('b'), load('a')])).resolves.toEqual(['A', 'B', 'A']);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(['a', 'b']);
  });

  it('splits a long list into loads of at most max keys', async () => {
    const loadMany = vi.fn(echo);
    const load = createBatchLoader(loadMany, { max: 2, missing: null as string | null });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(load));
    expect(loadMany.mock.calls.map(([keys]) => keys)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('gives keys the answer leaves out the missing value, and passes a failure to every key of the load', async () => {
    const partial = createBatchLoader(() => Promise.resolve({ a: 'A' }), { max: 10, missing: 'none' });
    await expect(Promise.all([partial('a'), partial('b')])).resolves.toEqual(['A', 'none']);
    const failing = createBatchLoader(() => Promise.reject(new Error('offline')), { max: 10, missing: 'none' });
    await expect(Promise.allSettled([failing('a'), failing('b')])).resolves.toEqual([
      { status: 'rejected', reason: new Error('offline') },
      { status: 'rejected', reason: new Error('offline') },
    ]);
  });

  it('starts a new batch for keys asked for after a load went out', async () => {
    const loadMany = vi.fn(echo);
    const load = createBatchLoader(loadMany, { max: 200, missing: null as string | null });
    await load('a');
    await load('b');
    expect(loadMany.mock.calls.map(([keys]) => keys)).toEqual([['a'], ['b']]);
  });
});
