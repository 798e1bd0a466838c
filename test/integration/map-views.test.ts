import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MapOverview, MapSummary, MapView, MapViewItem } from '../../server/src/contracts/map.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

/** [name, latitude, longitude, city, country] */
const PLACES: [string, number, number, string, string][] = [
  ['Eiffel Tower', 48.8584, 2.2945, 'Paris', 'France'],
  ['Louvre Pyramid', 48.8606, 2.3376, 'Paris', 'France'],
  ['Café de Flore', 48.854, 2.3325, 'Paris', 'France'],
  ['Colosseum', 41.8902, 12.4922, 'Roma', 'Italy'],
  ['Times Square', 40.758, -73.9855, 'New York', 'United States'],
  ['Łazienki Park', 52.2151, 21.0355, 'Warszawa', 'Poland'],
  ['Shibuya Crossing', 35.6595, 139.7005, 'Tokyo', 'Japan'],
  ['Fiji Beach', -17.7, 179.9, 'Suva', 'Fiji'],
  ['Samoa Point', -13.8, -171.8, 'Apia', 'Samoa'],
];
const WORLD = '-180,-85,180,85';
const count = (items: MapViewItem[]) =>
  items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

/** The map answered per view: above MAP_FULL_PAYLOAD_MAX (here 5) locations the server clusters. */
describe('map views above MAP_FULL_PAYLOAD_MAX', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ MAP_FULL_PAYLOAD_MAX: '5' });
    const ds = t.app.get(DataSource);
    const voyage = await createMovie(ds, { title: 'Le Voyage', year: 1999 });
    const other = await createMovie(ds, { title: 'Another Film', year: 2010 });
    for (const [name, latitude, longitude, city, country] of PLACES)
      await createLocation(ds, name === 'Times Square' || name === 'Shibuya Crossing' ? other : voyage, {
        name,
        latitude,
        longitude,
        city,
        country,
      });
  });
  afterAll(() => t.close());

  it('refuses the whole payload with 413 and says why, and tells the client to cluster on the server', async () => {
    const res = await http().get('/api/map/locations').expect(413);
    expect(res.body.message).toBe(
      'The map has 9 locations, more than MAP_FULL_PAYLOAD_MAX (5) sent whole: ask GET /api/map/view per view.',
    );
    expect((await http().get('/api/map/config').expect(200)).body.clustering).toBe('server');
  });

  it('summarises the unfiltered map and a filter: count, bounds and movie', async () => {
    const all = (await http().get('/api/map/summary').expect(200)).body as MapSummary;
    expect(all).toEqual({ narrowed: false, count: 9, movieTitle: null, bounds: [-171.8, -17.7, 179.9, 52.2151] });
    // Accent- and case-insensitive, every word in the name, city, country or movie title.
    const cafe = (await http().get('/api/map/summary').query({ q: 'CAFE paris' }).expect(200)).body as MapSummary;
    expect(cafe).toMatchObject({ narrowed: true, count: 1, bounds: [2.3325, 48.854, 2.3325, 48.854] });
    const lazienki = (await http().get('/api/map/summary').query({ q: 'lazienki warszawa' })).body as MapSummary;
    expect(lazienki.count).toBe(1);
    expect((await http().get('/api/map/summary').query({ q: 'another' })).body.count).toBe(2);
    expect((await http().get('/api/map/summary').query({ q: 'ital' })).body.count).toBe(1);
    // A word never spans two fields, and LIKE's wildcards are plain characters.
    expect((await http().get('/api/map/summary').query({ q: 'tower paris' })).body.count).toBe(1);
    expect((await http().get('/api/map/summary').query({ q: '%' })).body.count).toBe(0);
    // Words of one or two characters are looked for page by page, longer ones through the trigram
    // index: both find the same fields (name, city, country, movie title).
    expect((await http().get('/api/map/summary').query({ q: 'fi' })).body.count).toBe(3);
    expect((await http().get('/api/map/summary').query({ q: 'fil' })).body.count).toBe(2);
    expect((await http().get('/api/map/summary').query({ q: 'fij' })).body.count).toBe(1);
    expect((await http().get('/api/map/summary').query({ q: 'ro' })).body.count).toBe(2);
    const movie = (
      await http()
        .get('/api/map/summary')
        .query({ movie: await slugOf('Another Film') })
    ).body;
    expect(movie).toMatchObject({ narrowed: true, count: 2, movieTitle: 'Another Film' });
    const unknown = (await http().get('/api/map/summary').query({ movie: 'no-such-movie' })).body;
    expect(unknown).toEqual({ narrowed: true, count: 0, movieTitle: null, bounds: null });
  });

  it('clusters a view: every location once, locations with their popup, clusters with their split zoom', async () => {
    for (const zoom of [-1, 0, 2, 5, 9, 10, 12]) {
      const view = (await http().get('/api/map/view').query({ zoom, bbox: WORLD }).expect(200)).body as MapView;
      expect(count(view.items)).toBe(9);
    }
    const world = (await http().get('/api/map/view').query({ zoom: 2, bbox: WORLD })).body as MapView;
    const paris = world.items.find((item) => item.kind === 'cluster' && item.count === 3);
    expect(paris).toMatchObject({ kind: 'cluster', expansionZoom: expect.any(Number) });
    const times = world.items.find((item) => item.kind === 'location' && item.place.name === 'Times Square');
    expect(times).toMatchObject({
      kind: 'location',
      label: 'Times Square (Another Film)',
      longitude: -73.9855,
      latitude: 40.758,
      place: {
        name: 'Times Square',
        city: 'New York',
        country: 'United States',
        movie: { title: 'Another Film', year: 2010 },
        precision: 'exact',
        kind: 'filmed_here',
      },
    });
    // Closer than the server's levels (zoom 9), a view is clustered when asked: Paris at zoom 16.
    const street = (await http().get('/api/map/view').query({ zoom: 16.4, bbox: '2.28,48.85,2.35,48.87' }))
      .body as MapView;
    expect(street.items.map((item) => item.kind === 'location' && item.place.name).sort()).toEqual([
      'Café de Flore',
      'Eiffel Tower',
      'Louvre Pyramid',
    ]);
    // A cluster's split zoom shows it split.
    const zoomIn = (paris as { expansionZoom: number }).expansionZoom;
    const split = (await http().get('/api/map/view').query({ zoom: zoomIn, bbox: '2,48,3,49' })).body as MapView;
    expect(split.items.length).toBeGreaterThan(1);
  });

  it('reads a bbox across the antimeridian as supercluster does', async () => {
    for (const zoom of [3, 11]) {
      const view = (await http().get('/api/map/view').query({ zoom, bbox: '170,-30,-160,0' })).body as MapView;
      expect(view.items.map((item) => item.kind === 'location' && item.place.name).sort()).toEqual([
        'Fiji Beach',
        'Samoa Point',
      ]);
    }
  });

  it("filters a view like the summary, and the first view's overview comes from the same index", async () => {
    const view = (await http().get('/api/map/view').query({ zoom: 0, bbox: WORLD, q: 'paris' })).body as MapView;
    expect(count(view.items)).toBe(3);
    const overview = (await http().get('/api/map/overview').expect(200)).body as MapOverview;
    expect(overview.count).toBe(9);
    expect(overview.levels).toHaveLength(4);
    const zoom2 = (await http().get('/api/map/view').query({ zoom: 2, bbox: '-180,-90,180,90' })).body as MapView;
    expect(overview.levels[3]).toEqual(zoom2.items);
  });

  it('answers a new data version once it is built', async () => {
    const ds = t.app.get(DataSource);
    const movie = await createMovie(ds, { title: 'Nouveau', year: 2020 });
    await createLocation(ds, movie, { name: 'Sacré-Cœur', latitude: 48.8867, longitude: 2.3431, city: 'Paris' });
    // The first request after the change may still be answered from the previous index.
    await http().get('/api/map/summary').expect(200);
    for (let i = 0; i < 100; i++) {
      const summary = (await http().get('/api/map/summary')).body as MapSummary;
      if (summary.count === 10) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(((await http().get('/api/map/summary')).body as MapSummary).count).toBe(10);
    expect(((await http().get('/api/map/summary').query({ q: 'sacre coeur' })).body as MapSummary).count).toBe(1);
  });

  it('refuses a malformed view', async () => {
    await http().get('/api/map/view').query({ zoom: 2 }).expect(400);
    await http().get('/api/map/view').query({ zoom: 'x', bbox: WORLD }).expect(400);
    await http().get('/api/map/view').query({ zoom: 2, bbox: '1,2,3' }).expect(400);
    await http().get('/api/map/view').query({ zoom: 99, bbox: WORLD }).expect(400);
  });

  async function slugOf(title: string): Promise<string> {
    const [row] = await t.app.get(DataSource).query(`SELECT slug FROM movies WHERE title = $1`, [title]);
    return row.slug;
  }
});

describe('map views at or below MAP_FULL_PAYLOAD_MAX', () => {
  it('are refused with 409: the browser has every location', async () => {
    const t = await startTestApp({ MAP_FULL_PAYLOAD_MAX: '100' });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/map/view').query({ zoom: 2, bbox: WORLD });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/at most MAP_FULL_PAYLOAD_MAX/);
      expect((await request(t.app.getHttpServer()).get('/api/map/config')).body.clustering).toBe('browser');
    } finally {
      await t.close();
    }
  });
});
