import { describe, expect, it } from '@jest/globals';
import { InProcessSitemapCache } from './sitemap-cache.js';

describe('InProcessSitemapCache', () => {
  const counter = () => {
    let builds = 0;
    return { build: () => Promise.resolve(++builds), count: () => builds };
  };
  /** A build that ends when the test says so. */
  const slowBuild = (result: number) => {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { build: () => done.then(() => result), finish };
  };
  const forever = Infinity;

  it('builds once per data version, however many callers ask at once', async () => {
    const cache = new InProcessSitemapCache<number>(1_000);
    const { build, count } = counter();
    expect(
      await Promise.all([cache.get(build, forever), cache.get(build, forever), cache.get(build, forever)]),
    ).toEqual([1, 1, 1]);
    expect(await cache.get(build, forever)).toBe(1);
    expect(count()).toBe(1);
    cache.invalidate();
    expect(await cache.get(build, forever)).toBe(2);
    expect(count()).toBe(2);
  });

  it('rebuilds after the maximum age it is given (changes made in another process)', async () => {
    let now = 0;
    const cache = new InProcessSitemapCache<number>(1_000, () => now);
    const { build } = counter();
    expect(await cache.get(build, 1_000)).toBe(1);
    now = 999;
    expect(await cache.get(build, 1_000)).toBe(1);
    now = 1_000;
    expect(await cache.get(build, forever)).toBe(1);
    expect(await cache.get(build, 1_000)).toBe(2);
  });

  it('answers the previous value while a slow rebuild runs, then the new one', async () => {
    const cache = new InProcessSitemapCache<number>(20);
    expect(await cache.get(() => Promise.resolve(1), forever)).toBe(1);
    cache.invalidate();
    const slow = slowBuild(2);
    expect(await cache.get(slow.build, forever)).toBe(1); // after the 20 ms wait
    expect(await cache.get(() => Promise.resolve(99), forever)).toBe(1); // the rebuild under way is not doubled
    slow.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(() => Promise.resolve(99), forever)).toBe(2);
  });

  it('answers the new value when the rebuild ends within the wait', async () => {
    const cache = new InProcessSitemapCache<number>(5_000);
    await cache.get(() => Promise.resolve(1), forever);
    cache.invalidate();
    const started = Date.now();
    expect(await cache.get(() => new Promise((resolve) => setTimeout(() => resolve(2), 30)), forever)).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not keep a failed build: with no previous value it fails, with one it answers that', async () => {
    const cache = new InProcessSitemapCache<number>(1_000);
    await expect(cache.get(() => Promise.reject(new Error('database down')), forever)).rejects.toThrow('database down');
    expect(await cache.get(() => Promise.resolve(7), forever)).toBe(7);
    cache.invalidate();
    expect(await cache.get(() => Promise.reject(new Error('database down')), forever)).toBe(7);
    expect(await cache.get(() => Promise.resolve(8), forever)).toBe(8);
  });
});
