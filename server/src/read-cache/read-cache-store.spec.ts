import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { etagOf, ReadCacheStore, reusableHeaders, type CachedRead } from './read-cache-store.js';

const entry = (version: number, text: string): CachedRead => {
  const body = Buffer.from(text);
  return { version, etag: etagOf(body), headers: [['Content-Type', 'application/json']], body };
};

describe('ReadCacheStore', () => {
  it('answers only for the version an entry was made at, and forgets an older one', () => {
    const store = new ReadCacheStore(1_000_000);
    store.set('/api/movies', entry(3, '{"a":1}'));
    expect(store.get('/api/movies', 3)?.body.toString()).toBe('{"a":1}');
    expect(store.get('/api/movies', 4)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.totalBytes).toBe(0);
  });

  it('drops the least recently used answers once over its byte budget', () => {
    const store = new ReadCacheStore(4_000); // room for ten answers of ~400 bytes
    for (const key of ['/a', '/b', '/c']) store.set(key, entry(1, 'x'.repeat(300)));
    store.get('/a', 1); // /a is now the most recent; /b the oldest
    for (const key of ['/d', '/e', '/f', '/g', '/h', '/i', '/j', '/k']) store.set(key, entry(1, 'x'.repeat(300)));
    expect(store.totalBytes).toBeLessThanOrEqual(4_000);
    expect(store.size).toBe(10);
    expect(store.get('/b', 1)).toBeUndefined();
    expect(store.get('/a', 1)).toBeDefined();
    expect(store.get('/k', 1)).toBeDefined();
  });

  it('never keeps one answer larger than an eighth of the budget', () => {
    const store = new ReadCacheStore(8_000);
    store.set('/big', entry(1, 'x'.repeat(2_000)));
    expect(store.size).toBe(0);
  });

  it('makes the gzip form once, only for a body worth compressing', () => {
    const store = new ReadCacheStore(1_000_000);
    const small = entry(1, '{"a":1}');
    const large = entry(1, JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));
    store.set('/small', small);
    store.set('/large', large);
    expect(store.gzipped(small)).toBeUndefined();
    const gzipped = store.gzipped(large)!;
    expect(gunzipSync(gzipped).equals(large.body)).toBe(true);
    expect(store.gzipped(large)).toBe(gzipped);
  });

  it('keeps the headers a route set and leaves out those tied to one request', () => {
    expect(
      reusableHeaders({
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'set-cookie': ['a=b'],
        'x-request-id': 'abc',
        date: 'now',
        etag: 'W/"1"',
      }),
    ).toEqual([
      ['content-type', 'application/json; charset=utf-8'],
      ['x-content-type-options', 'nosniff'],
    ]);
  });

  it('makes weak ETags in the form Express uses', () => {
    expect(etagOf(Buffer.from('hello'))).toMatch(/^W\/"5-[A-Za-z0-9+/]{27}"$/);
  });
});
