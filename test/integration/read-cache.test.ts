import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ReadCache } from '../../server/src/read-cache/index.js';
import { retitleRomanHoliday, signInAdminAndUser } from '../support/admin-api.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';
import { rawBody } from '../support/raw-body.js';

/**
 * The read cache (server/src/read-cache): hot public reads answered from ready bytes, and an edit
 * visible on the very next request in every app process — here the test's own app (A) and the
 * built server started as a second OS process (B) on the same database.
 */
describe('public read cache across two app processes', () => {
  jest.setTimeout(60_000);
  let a: TestApp;
  let b: BuiltServer;
  let ds: DataSource;
  let admin: { auth: string };
  let dataDir: string;
  let movie: { id: string; slug: string };
  const fromA = () => request(a.app.getHttpServer());
  const fromB = () => request(b.url);

  beforeAll(async () => {
    a = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = a.app.get(DataSource);
    ({ admin } = await signInAdminAndUser(a.app));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-read-cache-'));
    b = await startBuiltServer(a.db.url, dataDir);
    const created = await createMovie(ds, { title: 'Roman Holiday', year: 1953 });
    await createLocation(ds, created, { name: 'Trevi Fountain' });
    movie = { id: created.id, slug: created.slug };
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a repeated read from the cache: same bytes and ETag, no trip through the app, 304 on revalidation', async () => {
    const first = await fromA().get(`/api/movies/${movie.slug}`).expect(200);
    expect(first.headers['x-request-id']).toBeDefined(); // made by the app
    const second = await fromA().get(`/api/movies/${movie.slug}`).expect(200);
    expect(second.headers['x-request-id']).toBeUndefined(); // answered before the app
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff'); // the app's security headers are kept
    expect(a.app.get(ReadCache).stats().entries).toBeGreaterThan(0);

    const notModified = await fromA().get(`/api/movies/${movie.slug}`).set('If-None-Match', first.headers.etag!);
    expect(notModified.status).toBe(304);
  });

  it('serves a cached answer gzipped to a client that accepts it', async () => {
    await fromA().get('/api/movies?limit=100').expect(200);
    const raw = await fromA()
      .get('/api/movies?limit=100')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(rawBody)
      .expect(200);
    const plain = await fromA().get('/api/movies?limit=100').expect(200);
    if (plain.text.length >= 1024) {
      expect(raw.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(raw.body as Buffer).toString()).toBe(plain.text);
    } else {
      expect((raw.body as Buffer).toString()).toBe(plain.text);
    }
  });

  it('shows an edit made through A on the very next request to A and to B', async () => {
    for (const reader of [fromA, fromB]) {
      await reader().get(`/api/movies/${movie.slug}`).expect(200);
      await reader().get(`/api/movies/${movie.slug}`).expect(200); // now cached in both
      await reader().get('/api/map/overview').expect(200); // the map's own cache, per data version
    }
    for (let round = 1; round <= 5; round++) {
      const title = `Roman Holiday (cut ${round})`;
      await retitleRomanHoliday(a.app, admin.auth, movie, title);
      expect((await fromB().get(`/api/movies/${movie.slug}`).expect(200)).body.title).toBe(title);
      expect((await fromA().get(`/api/movies/${movie.slug}`).expect(200)).body.title).toBe(title);
      // The movie list and the location (it names its movie) follow too.
      const list = await fromB().get('/api/movies').expect(200);
      expect(list.body.items.map((item: { title: string }) => item.title)).toContain(title);
      // So does the map's overview, whose single places are named with their movie.
      for (const reader of [fromB, fromA]) {
        const overview = (await reader().get('/api/map/overview').expect(200)).body as { levels: unknown[][] };
        expect(overview.levels.at(-1)).toContainEqual(
          expect.objectContaining({ kind: 'location', label: `Trevi Fountain (${title})` }),
        );
      }
    }
  });

  it('shows a settings change made through A on the next request to B', async () => {
    const before = await fromB().get('/api/settings').expect(200);
    await fromB().get('/api/settings').expect(200);
    const settings = { ...before.body, site_title: 'Reel Places' };
    await fromA().put('/api/admin/settings').set('Authorization', admin.auth).send(settings).expect(200);
    expect((await fromB().get('/api/settings').expect(200)).body.site_title).toBe('Reel Places');
  });

  it('shows a change written straight into the database (psql, another tool) in every process', async () => {
    await fromB().get(`/api/movies/${movie.slug}`).expect(200);
    const outside = new pg.Client({ connectionString: a.db.url });
    await outside.connect();
    try {
      await outside.query(`UPDATE movies SET director = 'W. Wyler' WHERE id = $1`, [movie.id]);
    } finally {
      await outside.end();
    }
    // No request of ours waited for this write, so allow the notification its moment to arrive.
    await waitFor(
      async () => (await fromB().get(`/api/movies/${movie.slug}`)).body.director === 'W. Wyler',
      5_000,
      'the outside change in B',
    );
  });

  it('stands aside while changes cannot be heard, and comes back when they can', async () => {
    const cache = a.app.get(ReadCache);
    await fromA().get(`/api/movies/${movie.slug}`).expect(200);
    await ds.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'reelatlas-public-data' AND datname = current_database()`,
    );
    // Every process lost its LISTEN connection: answers come from the app, and stay right.
    await waitFor(() => cache.stats().entries === 0, 5_000, 'the cache to empty');
    await ds.query(`UPDATE movies SET year = 1954 WHERE id = $1`, [movie.id]);
    const during = await fromA().get(`/api/movies/${movie.slug}`).expect(200);
    expect(during.body.year).toBe(1954);
    // Listening again (a retry every 2 s): repeated reads are cached once more.
    await waitFor(
      async () => {
        await fromA().get(`/api/movies/${movie.slug}`);
        return (await fromA().get(`/api/movies/${movie.slug}`)).headers['x-request-id'] === undefined;
      },
      10_000,
      'caching to resume',
    );
    expect((await fromB().get(`/api/movies/${movie.slug}`).expect(200)).body.year).toBe(1954);
  });

  it('never keeps an answer that is not a 200', async () => {
    await fromA().get('/api/movies/no-such-movie').expect(404);
    const again = await fromA().get('/api/movies/no-such-movie').expect(404);
    expect(again.headers['x-request-id']).toBeDefined();
  });
});
