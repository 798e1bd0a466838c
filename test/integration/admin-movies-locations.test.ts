import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { expectAdminOnly, signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';

const movieFields = {
  title: 'Roman Holiday',
  slug: 'roman-holiday',
  year: 1953,
  director: 'William Wyler',
  description: 'A princess in Rome.',
  poster_url: 'https://images.example.org/roman.jpg',
  backdrop_url: null,
  genres: ['Romance', 'Comedy'],
  imdb_id: 'tt0046250',
};

const locationFields = (movieId: string) => ({
  movie_id: movieId,
  name: 'Trevi Fountain',
  slug: 'trevi-fountain',
  description: null,
  scene_description: 'Joe and Ann at the fountain',
  address: 'Piazza di Trevi',
  city: 'Rome',
  state: '',
  country: 'Italy',
  latitude: 41.9009,
  longitude: 12.4833,
  image_url: null,
  is_verified: true,
});

describe('admin movies and locations API', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: { id: string; email: string; auth: string };
  let user: { auth: string };
  const http = () => request(t.app.getHttpServer());
  const audit = (entityId: string) =>
    ds.query(`SELECT actor_email, entity, action, changed_fields FROM audit_log WHERE entity_id = $1 ORDER BY id`, [
      entityId,
    ]);
  const events = (key: string, id: string) =>
    ds.query(`SELECT type FROM outbox WHERE payload->>$1 = $2 ORDER BY id`, [key, id]);

  beforeAll(async () => {
    // A minimal built client, so the HTML routes (and their 301s) answer.
    const clientDir = mkdtempSync(path.join(tmpdir(), 'ra-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>ReelAtlas</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', CLIENT_DIR: clientDir });
    ds = t.app.get(DataSource);
    ({ admin, user } = await signInAdminAndUser(t.app));
  });
  afterAll(() => t.close());

  it('refuses every admin movie and location route to anonymous visitors (401) and normal users (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Parameters<typeof expectAdminOnly>[2], string, object?][] = [
      ['get', '/api/admin/movies'],
      ['get', `/api/admin/movies/${id}`],
      ['post', '/api/admin/movies', movieFields],
      ['put', `/api/admin/movies/${id}`, movieFields],
      ['delete', `/api/admin/movies/${id}`],
      ['get', '/api/admin/locations'],
      ['get', '/api/admin/locations/check?lat=1&lng=1'],
      ['get', `/api/admin/locations/${id}`],
      ['post', '/api/admin/locations', locationFields(id)],
      ['put', `/api/admin/locations/${id}`, locationFields(id)],
      ['delete', `/api/admin/locations/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect([url, await expectAdminOnly(t.app, user.auth, method, url, body)]).toEqual([
        url,
        { anonymous: 401, user: 403 },
      ]);
    }
  });

  it('creates, edits (slug history 301 in API and HTML) and deletes a movie with audit and events', async () => {
    const created = await http()
      .post('/api/admin/movies')
      .set('Authorization', admin.auth)
      .send(movieFields)
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ ...movieFields, locations: [], review_count: 0 });

    const edited = await http()
      .put(`/api/admin/movies/${id}`)
      .set('Authorization', admin.auth)
      .send({ ...movieFields, slug: 'roman-holiday-1953', genres: ['Romance'] })
      .expect(200);
    expect(edited.body.slug).toBe('roman-holiday-1953');

    const old = await http().get('/api/movies/roman-holiday').expect(301);
    expect(old.headers.location).toBe('/api/movies/roman-holiday-1953');
    await http().get('/api/movies/roman-holiday-1953').expect(200);
    const page = await http().get('/movies/roman-holiday').expect(301);
    expect(page.headers.location).toBe('/movies/roman-holiday-1953');
    await http().get('/movies/roman-holiday-1953').expect(200);
    await http().get('/movies/never-existed').expect(404); // the not-found state, at the same URL (issue 16)

    const location = await createLocation(ds, (await ds.query(`SELECT * FROM movies WHERE id = $1`, [id]))[0]);
    const detail = await http().get(`/api/admin/movies/${id}`).set('Authorization', admin.auth).expect(200);
    expect(detail.body.locations.map((l: { id: string }) => l.id)).toEqual([location.id]);

    await http().delete(`/api/admin/movies/${id}`).set('Authorization', admin.auth).expect(204);
    await http().delete(`/api/admin/movies/${id}`).set('Authorization', admin.auth).expect(404);
    expect(await ds.query(`SELECT id FROM locations WHERE id = $1`, [location.id])).toEqual([]);
    await http().get('/api/movies/roman-holiday').expect(404); // its history went with it
    // Its pages, at the current and the old slug, are gone for good (issue 16).
    await http().get('/movies/roman-holiday-1953').expect(410);
    await http().get('/movies/roman-holiday').expect(410);
    expect(await audit(id)).toEqual([
      { actor_email: admin.email, entity: 'movie', action: 'create', changed_fields: Object.keys(movieFields) },
      { actor_email: admin.email, entity: 'movie', action: 'update', changed_fields: ['slug', 'genres'] },
      { actor_email: admin.email, entity: 'movie', action: 'delete', changed_fields: [] },
    ]);
    expect(await events('movieId', id)).toEqual([
      { type: 'movie.saved' },
      { type: 'movie.saved' },
      { type: 'movie.deleted' },
    ]);
  });

  it('refuses invalid movie fields with a message per field, and a taken slug with 409', async () => {
    const res = await http()
      .post('/api/admin/movies')
      .set('Authorization', admin.auth)
      .send({
        ...movieFields,
        title: ' ',
        slug: 'Bad Slug',
        year: 1869,
        poster_url: 'javascript:alert(1)',
        imdb_id: 'nm123',
        genres: ['A', 'a'],
      })
      .expect(400);
    expect(res.body.errors).toEqual({
      title: 'Title is required',
      slug: 'Slug may contain only lowercase letters, digits and single hyphens',
      year: 'Year must be 1870 or later',
      poster_url: 'Poster URL must start with http://, https:// or /',
      imdb_id: "IMDb ID is 'tt' followed by 7 to 10 digits",
      genres: 'Each genre only once',
    });
    const nextYear = new Date().getUTCFullYear() + 2;
    const late = await http()
      .post('/api/admin/movies')
      .set('Authorization', admin.auth)
      .send({ ...movieFields, year: nextYear })
      .expect(400);
    expect(late.body.errors).toEqual({ year: 'Year must be at most next year' });
    // A browser drops the tab and follows //evil.example: URLs are checked as a browser parses them.
    const tabbed = await http()
      .post('/api/admin/movies')
      .set('Authorization', admin.auth)
      .send({ ...movieFields, poster_url: '/\t/evil.example', backdrop_url: 'https://evil.example/\nx' })
      .expect(400);
    expect(tabbed.body.errors).toEqual({
      poster_url: 'Poster URL must start with http://, https:// or /',
      backdrop_url: 'Backdrop URL must start with http://, https:// or /',
    });

    const taken = await createMovie(ds);
    const conflict = await http()
      .post('/api/admin/movies')
      .set('Authorization', admin.auth)
      .send({ ...movieFields, slug: taken.slug })
      .expect(409);
    expect(conflict.body.message).toBe('This slug is already used by another movie');
  });

  it('searches, sorts and pages movies 25 at a time with cursors, either way', async () => {
    for (let i = 0; i < 27; i++)
      await createMovie(ds, { title: `Paging ${String(i).padStart(2, '0')}`, director: 'Pat Pager', year: 1990 + i });
    const list = async (query: string) =>
      (await http().get(`/api/admin/movies?${query}`).set('Authorization', admin.auth).expect(200)).body;
    const first = await list('q=pager&sort=title&order=asc');
    expect(first).toMatchObject({ total: 27, totalIsEstimate: false, pageSize: 25, previous: null });
    expect(first.items[0]).toMatchObject({ title: 'Paging 00', location_count: 0 });
    const second = await list(`q=pager&sort=title&order=asc&after=${first.next}`);
    expect(second.items.map((m: { title: string }) => m.title)).toEqual(['Paging 25', 'Paging 26']);
    expect(second.next).toBeNull();
    const back = await list(`q=pager&sort=title&order=asc&before=${second.previous}`);
    expect(back.items).toEqual(first.items);
    expect(back.previous).toBeNull();
    const byYear = await list('q=pager&sort=year&order=desc');
    const lastByYear = await list(`q=pager&sort=year&order=desc&after=${byYear.next}`);
    expect(lastByYear.items.map((m: { year: number }) => m.year)).toEqual([1991, 1990]);
    const inYear = await list('q=2016');
    expect(inYear.items.map((m: { title: string }) => m.title)).toEqual(['Paging 26']);
    // Same second for every row: the cursor keeps microseconds, so no row is skipped or repeated.
    await ds.query(`UPDATE movies SET created_at = date_trunc('second', now()) + random() * interval '1 millisecond'
                     WHERE title LIKE 'Paging %'`);
    const newest = await list('q=pager');
    const older = await list(`q=pager&after=${newest.next}`);
    expect(new Set([...newest.items, ...older.items].map((m: { id: string }) => m.id)).size).toBe(27);
    await http().get('/api/admin/movies?sort=password').set('Authorization', admin.auth).expect(400);
    const stale = await http().get('/api/admin/movies?after=nonsense').set('Authorization', admin.auth).expect(400);
    expect(stale.body.message).toBe('This page link is out of date; start again from the first page');
  });

  it('creates, filters, checks, edits and deletes a location with audit, events and slug history', async () => {
    const movie = await createMovie(ds, { title: 'Location Host' });
    const created = await http()
      .post('/api/admin/locations')
      .set('Authorization', admin.auth)
      .send(locationFields(movie.id))
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      name: 'Trevi Fountain',
      state: null,
      movie: { id: movie.id, title: 'Location Host' },
    });

    const filtered = await http()
      .get(`/api/admin/locations?movie_id=${movie.id}&country=italy&verified=true&q=trevi`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(filtered.body.items.map((l: { id: string }) => l.id)).toEqual([id]);
    expect(filtered.body.countries).toContain('Italy');
    const none = await http()
      .get(`/api/admin/locations?movie_id=${movie.id}&verified=false`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(none.body.total).toBe(0);

    const near = await http()
      .get(`/api/admin/locations/check?lat=41.9010&lng=12.4834&country=Italy&movie_id=${movie.id}`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(near.body.warnings).toEqual([
      expect.stringMatching(/^\d+ m from "Trevi Fountain", another location of this movie$/),
    ]);
    const elsewhere = await http()
      .get(`/api/admin/locations/check?lat=48.8584&lng=2.2945&country=Italy&movie_id=${movie.id}&exclude_id=${id}`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(elsewhere.body.warnings).toEqual(['This point is in France, not in Italy']);
    const self = await http()
      .get(`/api/admin/locations/check?lat=41.9009&lng=12.4833&country=Italy&movie_id=${movie.id}&exclude_id=${id}`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(self.body.warnings).toEqual([]);

    await http()
      .put(`/api/admin/locations/${id}`)
      .set('Authorization', admin.auth)
      .send({ ...locationFields(movie.id), slug: 'trevi-fountain-rome', is_verified: false })
      .expect(200);
    const old = await http().get('/api/locations/trevi-fountain').expect(301);
    expect(old.headers.location).toBe('/api/locations/trevi-fountain-rome');
    expect((await http().get('/locations/trevi-fountain').expect(301)).headers.location).toBe(
      '/locations/trevi-fountain-rome',
    );

    await http().delete(`/api/admin/locations/${id}`).set('Authorization', admin.auth).expect(204);
    await http().get(`/api/admin/locations/${id}`).set('Authorization', admin.auth).expect(404);
    expect(await audit(id)).toEqual([
      {
        actor_email: admin.email,
        entity: 'location',
        action: 'create',
        changed_fields: Object.keys(locationFields(movie.id)),
      },
      { actor_email: admin.email, entity: 'location', action: 'update', changed_fields: ['slug', 'is_verified'] },
      { actor_email: admin.email, entity: 'location', action: 'delete', changed_fields: [] },
    ]);
    expect(await events('locationId', id)).toEqual([
      { type: 'location.saved' },
      { type: 'location.saved' },
      { type: 'location.deleted' },
    ]);
  });

  it('refuses invalid location fields with a message per field, and a taken slug with 409', async () => {
    const movie = await createMovie(ds);
    const res = await http()
      .post('/api/admin/locations')
      .set('Authorization', admin.auth)
      .send({
        ...locationFields('not-a-uuid'),
        name: '',
        latitude: 91,
        longitude: -181,
        image_url: 'data:text/html,x',
        is_verified: 'yes',
      })
      .expect(400);
    expect(res.body.errors).toEqual({
      movie_id: 'Choose a movie',
      name: 'Name is required',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      image_url: 'Image URL must start with http://, https:// or /',
      is_verified: 'Verified must be true or false',
    });
    const taken = await createLocation(ds, movie);
    const conflict = await http()
      .post('/api/admin/locations')
      .set('Authorization', admin.auth)
      .send({ ...locationFields(movie.id), slug: taken.slug })
      .expect(409);
    expect(conflict.body.message).toBe('This slug is already used by another location');
    const orphan = await http()
      .post('/api/admin/locations')
      .set('Authorization', admin.auth)
      .send({ ...locationFields('00000000-0000-4000-8000-000000000000'), slug: 'orphan-place' })
      .expect(404);
    expect(orphan.body.message).toBe('Movie not found');
  });

  it('shows an edit in search and on the map within 2 s (embedded mode: outbox relay and in-process jobs)', async () => {
    const movie = await createMovie(ds, { title: 'Plain Working Title' });
    const location = await createLocation(ds, movie, { name: 'Quiet Corner' });
    const started = Date.now();
    await http()
      .put(`/api/admin/movies/${movie.id}`)
      .set('Authorization', admin.auth)
      .send({ ...movieFields, title: 'Zanzibar Nocturne', slug: movie.slug })
      .expect(200);
    await http()
      .put(`/api/admin/locations/${location.id}`)
      .set('Authorization', admin.auth)
      .send({ ...locationFields(movie.id), name: 'Quokka Lookout', slug: location.slug })
      .expect(200);
    await waitFor(
      async () => {
        const [movies, places] = await Promise.all([
          http().get('/api/search?q=zanzibar'),
          http().get('/api/search?q=quokka'),
        ]);
        return movies.body.movies?.total === 1 && places.body.locations?.total === 1;
      },
      2_000,
      'the edits to reach search',
    );
    const map = await http().get('/api/map/locations').expect(200);
    expect(map.body.locations.name).toContain('Quokka Lookout');
    expect(map.body.movies.title).toContain('Zanzibar Nocturne');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
