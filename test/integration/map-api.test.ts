import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

/** Haversine on earthdistance's sphere (earth() = 6,378,168 m) — the reference the database must agree with. */
function haversineKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

const PLACES: Record<string, [number, number]> = {
  'Eiffel Tower': [48.8584, 2.2945],
  'Louvre Pyramid': [48.8606, 2.3376],
  'Versailles Palace': [48.8049, 2.1204],
  'Mont Saint-Michel': [48.636, -1.5115],
  'Tower Bridge': [51.5055, -0.0754],
  Colosseum: [41.8902, 12.4922],
  'Brandenburg Gate': [52.5163, 13.3777],
  'Times Square': [40.758, -73.9855],
};

describe('map and nearby API', () => {
  let t: TestApp;
  let ds: DataSource;
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    const movie = await createMovie(ds, { title: 'Le Voyage', year: 1999 });
    const other = await createMovie(ds, { title: 'Another Film', year: 2010 });
    for (const [name, [latitude, longitude]] of Object.entries(PLACES)) {
      const location = await createLocation(ds, name === 'Times Square' ? other : movie, {
        name,
        latitude,
        longitude,
        city: name === 'Times Square' ? 'New York' : 'Somewhere',
        country: name === 'Times Square' ? 'United States' : 'Europe',
      });
      slugs[name] = location.slug;
    }
  });
  afterAll(() => t.close());

  const http = () => request(t.app.getHttpServer());

  describe('GET /api/locations/:slug/nearby', () => {
    it('lists the six nearest other locations, nearest first, with great-circle km to one decimal', async () => {
      const res = await http().get(`/api/locations/${slugs['Eiffel Tower']}/nearby`).expect(200);
      const others = Object.keys(PLACES).filter((name) => name !== 'Eiffel Tower');
      const expected = others
        .map((name) => ({ name, km: haversineKm(PLACES['Eiffel Tower'], PLACES[name]) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 6);
      expect(res.body.map((l: { name: string }) => l.name)).toEqual(expected.map((e) => e.name));
      res.body.forEach((l: { distance_km: number }, i: number) => expect(l.distance_km).toBeCloseTo(expected[i].km, 0));
      expect(res.body[0]).toMatchObject({
        name: 'Louvre Pyramid',
        distance_km: 3.2,
        movie: { title: 'Le Voyage', year: 1999 },
      });
      expect(res.body[0].movie.slug).toMatch(/^le-voyage-/);
    });

    it('answers 404 for an unknown location', async () => {
      const res = await http().get('/api/locations/no-such-place/nearby').expect(404);
      expect(res.body.message).toBe('Location not found');
    });

    it('uses the GiST index for the nearest-neighbour query', async () => {
      // With eight rows the planner would rather scan; forbid that to see that the index can serve it.
      const plan = await ds.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        return manager.query(`EXPLAIN SELECT slug FROM locations
          ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth(0, 0) LIMIT 6`) as Promise<unknown>;
      });
      expect(JSON.stringify(plan)).toContain('locations_earth_idx');
    });
  });

  describe('GET /api/locations/near', () => {
    it('lists the closest locations to a position', async () => {
      const res = await http().get('/api/locations/near?lat=40.7&lon=-74&limit=2').expect(200);
      expect(res.body[0].name).toBe('Times Square');
      const second = Object.keys(PLACES)
        .filter((name) => name !== 'Times Square')
        .sort((a, b) => haversineKm([40.7, -74], PLACES[a]) - haversineKm([40.7, -74], PLACES[b]))[0];
      expect(res.body[1].name).toBe(second);
      expect(res.body[0].distance_km).toBeCloseTo(haversineKm([40.7, -74], PLACES['Times Square']), 0);
      expect(res.body).toHaveLength(2);
    });

    it.each([
      ['lon=2', 'lat must be a number'],
      ['lat=&lon=2', 'lat must be a number'],
      ['lat=abc&lon=2', 'lat must be a number'],
      ['lat=91&lon=2', 'lat must be between -90 and 90'],
      ['lat=48', 'lon must be a number'],
      ['lat=48&lon=-181', 'lon must be between -180 and 180'],
      ['lat=48&lon=2&limit=0', 'limit must be at least 1'],
      ['lat=48&lon=2&limit=51', 'limit must be at most 50'],
      ['lat=48&lon=2&radius=5', 'property radius should not exist'],
    ])('answers 400 for %s', async (query, message) => {
      const res = await http().get(`/api/locations/near?${query}`).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('GET /api/map/locations', () => {
    it('returns every location in column form with movie and country tables', async () => {
      const res = await http().get('/api/map/locations').expect(200);
      const { movies, countries, locations } = res.body;
      expect(locations.name).toEqual([...Object.keys(PLACES)].sort());
      expect(Object.keys(locations).sort()).toEqual([
        'city',
        'country',
        'kind',
        'lat',
        'lon',
        'movie',
        'name',
        'precision',
        'slug',
      ]);
      // Indices into LOCATION_PRECISIONS and LOCATION_KINDS: a place made without them is an exact spot, filmed there.
      expect([locations.precision[0], locations.kind[0]]).toEqual([0, 0]);
      const times = locations.name.indexOf('Times Square');
      expect([locations.lat[times], locations.lon[times]]).toEqual(PLACES['Times Square']);
      expect(countries[locations.country[times]]).toBe('United States');
      expect(locations.city[times]).toBe('New York');
      expect(locations.slug[times]).toBe(slugs['Times Square']);
      expect(movies.title[locations.movie[times]]).toBe('Another Film');
      expect(movies.year[locations.movie[times]]).toBe(2010);
    });

    it('is gzipped, revalidated by ETag, and answers 304 to a matching If-None-Match', async () => {
      // supertest inflates the body itself; the header shows what travelled.
      const first = await http().get('/api/map/locations').set('Accept-Encoding', 'gzip');
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toContain('no-cache');
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.body.locations.name).toHaveLength(8);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      await http().get('/api/map/locations').set('If-None-Match', etag).expect(304);
    });

    it('changes its ETag when a location is added', async () => {
      const before = (await http().get('/api/map/locations').expect(200)).headers.etag;
      const movie = await createMovie(ds, { title: 'Later Film' });
      await createLocation(ds, movie, { name: 'Zz New Place' });
      const after = await http().get('/api/map/locations').set('If-None-Match', before).expect(200);
      expect(after.headers.etag).not.toBe(before);
      expect(after.body.locations.name).toContain('Zz New Place');
    });
  });

  describe('GET /api/map/overview', () => {
    type Item = {
      kind: 'cluster' | 'location';
      count?: number;
      index?: number;
      label?: string;
      expansionZoom?: number;
    };
    type Overview = { count: number; bounds: number[] | null; levels: Item[][] };

    it("describes the locations payload's unfiltered map: count, bounds, and every location on each first-view level", async () => {
      const payload = (await http().get('/api/map/locations').expect(200)).body;
      const res = await http().get('/api/map/overview').expect(200);
      const overview = res.body as Overview;
      const { lat, lon, name, movie } = payload.locations;
      expect(overview.count).toBe(name.length);
      expect(overview.bounds).toEqual([Math.min(...lon), Math.min(...lat), Math.max(...lon), Math.max(...lat)]);
      expect(overview.levels).toHaveLength(4); // zoom -1 to 2
      for (const level of overview.levels)
        expect(level.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count! : 1), 0)).toBe(name.length);
      // Paris's places cluster up to zoom 2; Times Square stands alone, named as its marker is.
      const top = overview.levels[3];
      const times = name.indexOf('Times Square');
      expect(top).toContainEqual(
        expect.objectContaining({ kind: 'location', index: times, label: 'Times Square (Another Film)' }),
      );
      expect(payload.movies.title[movie[times]]).toBe('Another Film');
      expect(top.some((item) => item.kind === 'cluster' && item.expansionZoom! > 2)).toBe(true);
      // Revalidated like the payload.
      expect(res.headers['cache-control']).toContain('no-cache');
      await http().get('/api/map/overview').set('If-None-Match', res.headers.etag).expect(304);
    });
  });

  describe('GET /api/map/config and the offline basemap', () => {
    it("uses OpenFreeMap's keyless streets by default, with the offline basemap to fall back on", async () => {
      const res = await http().get('/api/map/config').expect(200);
      expect(res.body).toEqual({
        renderer: 'maplibre',
        style: 'https://tiles.openfreemap.org/styles/liberty',
        offline: false,
        fallbackStyle: '/api/map/basemap/style.json',
        clustering: 'browser',
      });
    });

    it('serves a MapLibre style with land, borders and country labels, and no remote URL', async () => {
      const res = await http().get('/api/map/basemap/style.json').expect(200);
      expect(res.body.version).toBe(8);
      expect(res.body.layers.map((l: { id: string }) => l.id)).toEqual([
        'water',
        'land',
        'coastline',
        'borders',
        'country-labels',
      ]);
      expect(res.body.glyphs).toBeUndefined();
      const names = res.body.sources.labels.data.features.map(
        (f: { properties: { name: string } }) => f.properties.name,
      );
      expect(names).toEqual(expect.arrayContaining(['France', 'Brazil', 'Japan']));
      expect(JSON.stringify(res.body)).not.toMatch(/https?:\/\//);
    });
  });
});

describe('map config with a Mapbox token or a style URL', () => {
  it('prefers Mapbox streets when a token is set', async () => {
    const t = await startTestApp({
      MAPBOX_ACCESS_TOKEN: 'pk.test-token',
      MAP_STYLE_URL: 'https://tiles.example.com/style.json',
    });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/map/config').expect(200);
      expect(res.body).toEqual({
        renderer: 'mapbox',
        style: 'mapbox://styles/mapbox/streets-v12',
        offline: false,
        mapboxToken: 'pk.test-token',
        fallbackStyle: '/api/map/basemap/style.json',
        clustering: 'browser',
      });
    } finally {
      await t.close();
    }
  });

  it('uses MAP_STYLE_URL with MapLibre when no token is set', async () => {
    const t = await startTestApp({ MAP_STYLE_URL: 'https://tiles.example.com/style.json' });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/map/config').expect(200);
      expect(res.body).toEqual({
        renderer: 'maplibre',
        style: 'https://tiles.example.com/style.json',
        offline: false,
        fallbackStyle: '/api/map/basemap/style.json',
        clustering: 'browser',
      });
    } finally {
      await t.close();
    }
  });

  it('MAP_STYLE=offline forces the built-in basemap, token or not', async () => {
    const t = await startTestApp({ MAP_STYLE: 'offline', MAPBOX_ACCESS_TOKEN: 'pk.test-token' });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/map/config').expect(200);
      expect(res.body).toEqual({
        renderer: 'maplibre',
        style: '/api/map/basemap/style.json',
        offline: true,
        clustering: 'browser',
      });
    } finally {
      await t.close();
    }
  });
});
