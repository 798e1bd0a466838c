import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LocationImportService } from '../../server/src/location-import/location-import.service.js';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';

/**
 * Precision and kind of a place (issue 34): the admin editor writes and checks them, the public API,
 * a movie's places and the page's JSON-LD carry them, and the CSV import takes them as columns.
 */
const APP_URL = 'https://reelatlas.example';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>ReelAtlas</title></head><body><div id="root"></div></body></html>';

const placeFields = (movieId: string) => ({
  movie_id: movieId,
  name: 'Corleone',
  slug: 'corleone-precision-test',
  description: null,
  scene_description: null,
  address: null,
  city: 'Corleone',
  state: 'Sicily',
  country: 'Italy',
  latitude: 37.8125,
  longitude: 13.3017,
  image_url: null,
  is_verified: false,
  precision: 'city',
  kind: 'set_here_filmed_elsewhere',
  scene: '  Michael in exile  ',
  scene_time: '01:02:15',
});

describe('location precision and kind', () => {
  let t: TestApp;
  let ds: DataSource;
  let clientDir: string;
  let admin: { auth: string };
  const http = () => request(t.app.getHttpServer());
  const jsonLd = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as Record<string, unknown>,
    );

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'ra-precision-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    t = await startTestApp({ CLIENT_DIR: clientDir, APP_URL, AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    ({ admin } = await signInAdminAndUser(t.app));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('is written by the admin editor, normalised, and carried by the API, the movie and the JSON-LD', async () => {
    const movie = await createMovie(ds, { title: 'Precision Film' });
    const created = await http()
      .post('/api/admin/locations')
      .set('Authorization', admin.auth)
      .send(placeFields(movie.id))
      .expect(201);
    expect(created.body).toMatchObject({
      precision: 'city',
      kind: 'set_here_filmed_elsewhere',
      scene: 'Michael in exile',
      scene_time: '1:02:15',
    });
    const [stored] = await ds.query(`SELECT precision, kind, scene, scene_time_seconds FROM locations WHERE id = $1`, [
      created.body.id,
    ]);
    expect(stored).toEqual({
      precision: 'city',
      kind: 'set_here_filmed_elsewhere',
      scene: 'Michael in exile',
      scene_time_seconds: 3735,
    });

    const detail = await http().get('/api/locations/corleone-precision-test').expect(200);
    expect(detail.body).toMatchObject({
      precision: 'city',
      kind: 'set_here_filmed_elsewhere',
      scene: 'Michael in exile',
      scene_time: '1:02:15',
    });
    const film = await http().get(`/api/movies/${movie.slug}`).expect(200);
    expect(film.body.locations[0]).toMatchObject({ precision: 'city', kind: 'set_here_filmed_elsewhere' });

    // Search hits and the map's columns carry them too (and a hit its position, for the pickers' finder).
    const searchHit = async () =>
      (await http().get('/api/search').query({ q: 'Precision Film', tab: 'locations' })).body.locations.hits[0];
    await waitFor(async () => (await searchHit())?.id === created.body.id, 10_000, 'the place in search');
    expect(await searchHit()).toMatchObject({
      precision: 'city',
      kind: 'set_here_filmed_elsewhere',
      latitude: 37.8125,
      longitude: 13.3017,
    });
    const map = (await http().get('/api/map/locations').expect(200)).body;
    const onMap = map.locations.slug.indexOf('corleone-precision-test');
    expect(onMap).toBeGreaterThanOrEqual(0);
    expect([map.locations.precision[onMap], map.locations.kind[onMap]]).toEqual([3, 1]);

    const properties = [
      {
        '@type': 'PropertyValue',
        propertyID: 'precision',
        name: 'Location precision',
        value: 'city',
        description: 'City only',
      },
      {
        '@type': 'PropertyValue',
        propertyID: 'kind',
        name: 'Filming',
        value: 'set_here_filmed_elsewhere',
        description: 'Set here, filmed elsewhere',
      },
    ];
    const page = (await http().get('/locations/corleone-precision-test').expect(200)).text;
    expect(jsonLd(page)[0]).toMatchObject({ name: 'Corleone', additionalProperty: properties });
    expect(page).toContain('<li>City only</li><li>Set here, filmed elsewhere</li>');
    const moviePage = (await http().get(`/movies/${movie.slug}`).expect(200)).text;
    const places = jsonLd(moviePage)[0].locationCreated as Record<string, unknown>[];
    expect(places[0]).toMatchObject({ additionalProperty: properties });

    // An edit that leaves them out (an older client) keeps them; one that says them changes them.
    const { precision: _p, kind: _k, scene: _s, scene_time: _t, ...withoutThem } = placeFields(movie.id);
    await http()
      .put(`/api/admin/locations/${created.body.id}`)
      .set('Authorization', admin.auth)
      .send({ ...withoutThem, name: 'Corleone town' })
      .expect(200);
    const kept = await http().get(`/api/admin/locations/${created.body.id}`).set('Authorization', admin.auth);
    expect(kept.body).toMatchObject({ precision: 'city', scene_time: '1:02:15' });
    const edited = await http()
      .put(`/api/admin/locations/${created.body.id}`)
      .set('Authorization', admin.auth)
      .send({ ...placeFields(movie.id), precision: 'area', kind: 'filmed_here', scene: '', scene_time: '95:00' })
      .expect(200);
    expect(edited.body).toMatchObject({ precision: 'area', kind: 'filmed_here', scene: null, scene_time: '1:35:00' });
    const [update] = await ds.query(
      `SELECT changed_fields FROM audit_log WHERE entity_id = $1 AND action = 'update' ORDER BY id DESC LIMIT 1`,
      [created.body.id],
    );
    expect(update.changed_fields).toEqual(expect.arrayContaining(['precision', 'kind', 'scene', 'scene_time']));
  });

  it('refuses an unknown precision or kind, a long scene and a time that is not h:mm:ss or m:ss', async () => {
    const movie = await createMovie(ds);
    const res = await http()
      .post('/api/admin/locations')
      .set('Authorization', admin.auth)
      .send({
        ...placeFields(movie.id),
        slug: 'refused-place',
        precision: 'roughly',
        kind: 'imagined',
        scene: 'x'.repeat(501),
        scene_time: '1:75',
      })
      .expect(400);
    expect(res.body.errors).toEqual({
      precision: 'Precision must be one of: Exact spot, Street or block, Area, City only',
      kind: 'Kind must be one of: Filmed here, Set here, filmed elsewhere',
      scene: 'Scene must be at most 500 characters',
      scene_time: 'Enter a time in the film like 1:02:15 or 42:07',
    });
    expect(await ds.query(`SELECT id FROM locations WHERE slug = 'refused-place'`)).toEqual([]);
  });

  it('gives a place made without them an exact spot, filmed here, with no scene', async () => {
    const movie = await createMovie(ds);
    const place = await createLocation(ds, movie);
    const detail = await http().get(`/api/locations/${place.slug}`).expect(200);
    expect(detail.body).toMatchObject({ precision: 'exact', kind: 'filmed_here', scene: null, scene_time: null });
  });

  it('takes optional precision and kind columns from the CSV import, codes or labels, and checks them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ra-precision-csv-'));
    const file = (name: string, lines: string[]) => {
      const target = path.join(dir, name);
      writeFileSync(
        target,
        [
          'source,source_record_id,title,release_year,location_name,city,country,latitude,longitude,precision,kind',
          ...lines,
        ].join('\n'),
      );
      return target;
    };
    const importer = t.app.get(LocationImportService);
    const report = await importer.importFile(
      file('first.csv', [
        'prec,1,Precise Import,2001,Somewhere in Lyon,Lyon,France,45.76,4.84,City only,set here filmed elsewhere',
        'prec,2,Precise Import,2001,Rue de la République,Lyon,France,45.7621,4.8357,street,',
        'prec,3,Precise Import,2001,Bad Place,Lyon,France,45.7622,4.8358,nearby,',
      ]),
    );
    expect(report.errors).toEqual([{ line: 4, message: 'precision "nearby" is not one of exact, street, area, city' }]);
    const rows = () =>
      ds.query(`SELECT source_record_id AS id, precision, kind FROM locations WHERE source = 'prec' ORDER BY 1`);
    expect(await rows()).toEqual([
      { id: '1', precision: 'city', kind: 'set_here_filmed_elsewhere' },
      { id: '2', precision: 'street', kind: 'filmed_here' },
    ]);
    // A later file without the values keeps them; one that states new ones changes them (with an event).
    const importedIds = async () =>
      (await ds.query(`SELECT payload FROM outbox WHERE type = 'locations.imported'`)).flatMap(
        (e: { payload: { locationIds: string[] } }) => e.payload.locationIds,
      ).length;
    const before = await importedIds();
    await importer.importFile(
      file('second.csv', [
        'prec,1,Precise Import,2001,Somewhere in Lyon,Lyon,France,45.76,4.84,,',
        'prec,2,Precise Import,2001,Rue de la République,Lyon,France,45.7621,4.8357,exact,filmed_here',
      ]),
    );
    expect(await rows()).toEqual([
      { id: '1', precision: 'city', kind: 'set_here_filmed_elsewhere' },
      { id: '2', precision: 'exact', kind: 'filmed_here' },
    ]);
    expect((await importedIds()) - before).toBe(1);
    rmSync(dir, { recursive: true, force: true });
  });
});
