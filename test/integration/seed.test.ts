import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { feature, iso1A2Code } from '@rapideditor/country-coder';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadSeedData, type SeedData } from '../../server/src/app/seed/seed-data.js';
import { LOCATION_KINDS, LOCATION_PRECISIONS } from '../../server/src/contracts/locations.js';
import { SeedService } from '../../server/src/app/seed/seed.service.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** Common English names that country-coder does not resolve by name. */
const COUNTRY_ALIASES: Record<string, string> = { 'United States': 'US', Ireland: 'IE' };
const countryCode = (name: string) => COUNTRY_ALIASES[name] ?? feature(name)?.properties.iso1A2;

describe('demo seed', () => {
  let data: SeedData;
  let t: TestApp;

  beforeAll(async () => {
    data = await loadSeedData();
    t = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('has at least 24 movies, each with at least 3 filming locations', () => {
    expect(data.movies.length).toBeGreaterThanOrEqual(24);
    for (const movie of data.movies)
      expect({ movie: movie.title, count: movie.locations.length >= 3 }).toEqual({ movie: movie.title, count: true });
  });

  it('places every location inside the country it names', () => {
    const misplaced = data.movies.flatMap((movie) =>
      movie.locations
        .filter((l) => {
          const expected = countryCode(l.country);
          const point: [number, number] = [l.longitude, l.latitude];
          return !expected || ![iso1A2Code(point, { level: 'territory' }), iso1A2Code(point)].includes(expected);
        })
        .map((l) => `${movie.title} / ${l.name}: ${l.latitude},${l.longitude} is not in ${l.country}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('loads everything into an empty database on start', async () => {
    const ds = t.app.get(DataSource);
    const locations = data.movies.reduce((sum, m) => sum + m.locations.length, 0);
    expect(Number((await ds.query('SELECT count(*) FROM movies'))[0].count)).toBe(data.movies.length);
    expect(Number((await ds.query('SELECT count(*) FROM locations'))[0].count)).toBe(locations);
    const hero = await request(t.app.getHttpServer()).get('/api/sliders/home_hero').expect(200);
    expect(hero.body.slides).toHaveLength(3);
    for (const slug of ['about', 'contact', 'privacy', 'terms', 'sitemap']) {
      const page = await request(t.app.getHttpServer()).get(`/api/pages/${slug}`).expect(200);
      expect(page.body.content.length).toBeGreaterThan(200);
    }
  });

  it('says by hand how exact each place is and whether it was filmed there, and stores it (issue 34)', async () => {
    const places = data.movies.flatMap((movie) => movie.locations);
    for (const place of places) {
      expect({ slug: place.slug, precision: LOCATION_PRECISIONS.includes(place.precision) }).toEqual({
        slug: place.slug,
        precision: true,
      });
      expect({ slug: place.slug, kind: LOCATION_KINDS.includes(place.kind) }).toEqual({ slug: place.slug, kind: true });
    }
    // Every precision and kind is shown somewhere in the demo.
    expect(new Set(places.map((place) => place.precision))).toEqual(new Set(LOCATION_PRECISIONS));
    expect(new Set(places.map((place) => place.kind))).toEqual(new Set(LOCATION_KINDS));
    const stored: { slug: string; precision: string; kind: string }[] = await t.app
      .get(DataSource)
      .query('SELECT slug, precision, kind FROM locations ORDER BY slug COLLATE "C"');
    expect(stored).toEqual(
      places
        .map(({ slug, precision, kind }) => ({ slug, precision, kind }))
        .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)),
    );
    const corleone = await request(t.app.getHttpServer()).get('/api/locations/corleone-the-godfather').expect(200);
    expect(corleone.body).toMatchObject({ precision: 'city', kind: 'set_here_filmed_elsewhere' });
  });

  it('never seeds twice', async () => {
    expect(await t.app.get(SeedService).seedIfEmpty()).toBeNull();
  });
});

describe('demo seed events', () => {
  it('records a domain event for every seeded movie, location and page in the outbox', async () => {
    const t = await startTestApp({ SEED_DEMO: 'true' });
    try {
      const ds = t.app.get(DataSource);
      const rows: { type: string; count: string }[] = await ds.query(
        'SELECT type, count(*) FROM outbox GROUP BY type ORDER BY type',
      );
      const counts = Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
      const [{ movies, locations, pages }] = await ds.query(
        'SELECT (SELECT count(*) FROM movies)::int AS movies, (SELECT count(*) FROM locations)::int AS locations, (SELECT count(*) FROM pages)::int AS pages',
      );
      expect(counts).toEqual({ 'location.saved': locations, 'movie.saved': movies, 'page.saved': pages });
    } finally {
      await t.close();
    }
  });
});
