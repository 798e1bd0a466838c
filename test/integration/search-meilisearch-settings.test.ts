import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MeilisearchAdapter } from '../../server/src/search/meilisearch/meilisearch.adapter.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor, writeMovies } from '../support/events.js';
import { startMeilisearchDouble, type MeilisearchDouble } from '../support/meilisearch-double.js';

/**
 * Issue 37, row 2: the index settings are reconciled before a process's first write or search and
 * after an error showing them missing (then the operation is retried once); /api/health reports
 * them out of date until they match. Against the protocol double (not Meilisearch).
 */
describe('Meilisearch settings reconciliation', () => {
  let double: MeilisearchDouble;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const filterable = (uid: string) => double.settings(uid)?.filterableAttributes;

  beforeAll(async () => {
    double = await startMeilisearchDouble();
    // Meilisearch is down while the app starts: the settings cannot be applied then.
    await double.stop();
    t = await startTestApp({
      MEILI_URL: double.url,
      MEILI_MASTER_KEY: 'test-key',
      JOB_BACKOFF_MS: '50',
      OUTBOX_POLL_MS: '100',
    });
    await double.start();
  });
  afterAll(async () => {
    await t?.close();
    await double.close();
  });

  it('applies the settings before the first write when Meilisearch was down at start', async () => {
    expect(double.indexUids()).toEqual([]);
    const [id] = await writeMovies(t.app, 1);
    await waitFor(() => double.documents('movies').some((d) => d.id === id), 10_000, 'the movie indexed');
    expect(filterable('movies')).toEqual(['year']);
    expect(filterable('locations')).toEqual(expect.arrayContaining(['country_key', 'movie_id', 'rating_average']));
    const res = await http().get('/api/search').query({ q: 'outbox', year: 2000 });
    expect(res.status).toBe(200);
  });

  it('applies them again and retries once when a search meets an index without them', async () => {
    // The index lost its settings behind the app's back (a new volume, an operator).
    double.deleteIndex('locations');
    double.createBareIndex('locations');
    const res = await http().get('/api/search').query({ q: 'rome', country: 'Italy', sort: 'rating', min_rating: 3 });
    expect(res.status).toBe(200);
    expect(filterable('locations')).toEqual(expect.arrayContaining(['country_key', 'rating_average']));
    expect(double.settings('locations')?.sortableAttributes).toEqual(
      expect.arrayContaining(['rating_average', 'review_count']),
    );
  });

  it('creates a missing index and answers the search (index_not_found)', async () => {
    double.deleteIndex('movies');
    const res = await http().get('/api/search').query({ q: 'anything', year: 1990 });
    expect(res.status).toBe(200);
    expect(filterable('movies')).toEqual(['year']);
  });

  it("deletes a movie's locations by filter after the filterable attribute went missing", async () => {
    const adapter = new MeilisearchAdapter(double.url, 'test-key');
    await adapter.init();
    double.deleteIndex('locations');
    double.createBareIndex('locations');
    double.putDocuments('locations', [
      { id: 'l1', name: 'Trevi Fountain', movie_id: 'm1' },
      { id: 'l2', name: 'Bar Vitelli', movie_id: 'm2' },
    ]);
    // The delete-by-filter task fails with invalid_document_filter; applied again, the retry succeeds.
    await adapter.deleteLocationsOfMovie('m1');
    expect(double.documents('locations').map((d) => d.id)).toEqual(['l2']);
    expect(filterable('locations')).toContain('movie_id');
  });

  it('reports the settings out of date in /api/health until they match', async () => {
    await http().get('/api/search').query({ q: 'x' });
    expect((await http().get('/api/health')).body.search).toMatchObject({ state: 'up', settings: 'current' });
    double.deleteIndex('movies');
    double.createBareIndex('movies');
    const stale = (await http().get('/api/health')).body.search;
    expect(stale).toMatchObject({ adapter: 'meilisearch', state: 'degraded', settings: 'out of date' });
    expect(stale.detail).toContain('movies (');
    await http().get('/api/search').query({ q: 'x', year: 2001 });
    expect((await http().get('/api/health')).body.search).toMatchObject({ state: 'up', settings: 'current' });
  });
});
