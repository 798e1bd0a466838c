import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';
import { startMeilisearchDouble, type MeilisearchDouble } from '../support/meilisearch-double.js';

/**
 * Issue 37, row 6: at start-up one process compares the index's document counts and data version
 * with the database and rebuilds it in the background when they differ; meanwhile /api/health
 * says the search is rebuilding, not up. Against the protocol double (not Meilisearch).
 */
describe('Meilisearch index reconciled at start-up', () => {
  let double: MeilisearchDouble;
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const ids: string[] = [];
  const meili = { MEILI_URL: '', MEILI_MASTER_KEY: 'test-key', MEILI_TIMEOUT_MS: '20000' };
  const health = async (t: TestApp) => (await request(t.app.getHttpServer()).get('/api/health')).body.search;

  beforeAll(async () => {
    double = await startMeilisearchDouble();
    meili.MEILI_URL = double.url;
    db = await createTestDatabase();
    // An existing database, written while Meilisearch was not in use (rows only, no index events).
    const before = await startTestApp({}, db);
    const ds = before.app.get(DataSource);
    for (const title of ['Roman Holiday', 'Amélie']) {
      const movie = await createMovie(ds, { title });
      const place = await createLocation(ds, movie, { name: `${title} place` });
      ids.push(movie.id, place.id);
    }
    await before.close();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
    await double.close();
  });

  it('rebuilds an empty index in the background, health saying "rebuilding" until done', async () => {
    double.hang((method, path) => method === 'POST' && path === '/swap-indexes');
    const t = await startTestApp(meili, db);
    apps.push(t);
    await waitFor(async () => (await health(t))?.state === 'rebuilding', 10_000, 'health to say rebuilding');
    expect(double.documents('movies')).toEqual([]);
    double.stopHanging();
    await waitFor(async () => (await health(t))?.state === 'up', 10_000, 'health to say up');
    const indexed = [...double.documents('movies'), ...double.documents('locations')].map((d) => d.id);
    expect(indexed.sort()).toEqual([...ids].sort());
  }, 40_000);

  it('leaves a matching index alone, and rebuilds one whose data version is missing', async () => {
    const swaps = () => double.requests.filter((r) => r === 'POST /swap-indexes').length;
    const before = swaps();
    apps.push(await startTestApp(meili, db));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(swaps()).toBe(before);

    double.deleteIndex('reelatlas_meta');
    apps.push(await startTestApp(meili, db));
    await waitFor(() => swaps() > before, 10_000, 'a rebuild');
    await waitFor(() => double.documents('reelatlas_meta').length === 1, 10_000, 'the data version recorded');
  }, 40_000);
});
