import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MeilisearchAdapter } from '../../server/src/search/meilisearch/meilisearch.adapter.js';
import type { TestApp } from '../support/app.js';
import { startAppOnMeilisearchDouble, type AppOnMeilisearchDouble } from '../support/meilisearch-app.js';
import type { MeilisearchDouble } from '../support/meilisearch-double.js';

const TIMEOUT_MS = 400;

/**
 * Issue 37, row 3: every call to Meilisearch has a timeout; a search that times out answers 503
 * with a clear message (no fallback to the PostgreSQL adapter). The protocol double (not
 * Meilisearch) holds the requests unanswered.
 */
describe('Meilisearch requests time out', () => {
  let double: MeilisearchDouble;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  let stack: AppOnMeilisearchDouble;

  beforeAll(async () => {
    stack = await startAppOnMeilisearchDouble({ MEILI_TIMEOUT_MS: String(TIMEOUT_MS) });
    ({ double, t } = stack);
  });
  afterEach(() => double.stopHanging());
  afterAll(() => stack?.close());

  it('answers a search that Meilisearch holds with 503 and a message, within the timeout', async () => {
    expect((await http().get('/api/search').query({ q: 'rome' })).status).toBe(200);
    double.hang((method, path) => method === 'POST' && path.endsWith('/search'));
    const started = Date.now();
    const res = await http().get('/api/search').query({ q: 'rome' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Search is not answering right now. Please try again in a moment.');
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 15_000);

  it('answers 503 while Meilisearch is unreachable', async () => {
    await double.stop();
    try {
      expect((await http().get('/api/search').query({ q: 'rome' })).status).toBe(503);
    } finally {
      await double.start();
    }
  }, 15_000);

  it('fails a write that Meilisearch holds instead of waiting for ever (the job is retried)', async () => {
    const adapter = new MeilisearchAdapter(double.url, 'test-key', { timeoutMs: TIMEOUT_MS });
    await adapter.init();
    double.hang((method, path) => method === 'POST' && path.endsWith('/documents'));
    const movie = { id: '1', slug: 'm', title: 'M', year: 1931, director: null, description: null };
    await expect(adapter.upsertMovies([{ ...movie, poster_url: null, poster_photo_id: null }])).rejects.toThrow(
      'Meilisearch did not answer in time (400 ms) to index 1 movie(s)',
    );
  }, 15_000);
});
