import { describe, expect, it } from '@jest/globals';
import { InProcessSitemapCache } from './sitemap-cache.js';

describe('InProcessSitemapCache', () => {
  const counter = () => {
    let builds = 0;
    return { build: () => Promise.resolve(++builds), count: () => builds };
  };

  it('builds once per data version, however many callers ask at once', async () => {
    const cache = new InProcessSitemapCache<number>(60_000);
    const { build, count } = counter();
    expect(await Promise.all([cache.get(build), cache.get(build), cache.get(build)])).toEqual([1, 1, 1]);
    expect(await cache.get(build)).toBe(1);
    expect(count()).toBe(1);
    cache.invalidate();
    expect(await cache.get(build)).toBe(2);
    expect(count()).toBe(2);
  });

  it('rebuilds after its maximum age (changes made in another process)', async () => {
    let now = 0;
    const cache = new InProcessSitemapCache<number>(1_000, () => now);
    const { build } = counter();
    expect(await cache.get(build)).toBe(1);
    now = 999;
    expect(await cache.get(build)).toBe(1);
    now = 1_000;
    expect(await cache.get(build)).toBe(2);
  });

  it('does not keep a failed build', async () => {
    const cache = new InProcessSitemapCache<number>(60_000);
    await expect(cache.get(() => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(() => Promise.resolve(7))).toBe(7);
  });
});
