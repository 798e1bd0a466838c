import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LocationImportService } from '../../server/src/location-import/location-import.service.js';
import { SearchService } from '../../server/src/search/search.service.js';
import { startTestApp, type TestApp } from '../support/app.js';

const HEADER =
  'source,source_record_id,title,release_year,media_type,location_name,address,postal_code,city,country,latitude,longitude,scene_description,director,production_company,actors,imdb_url,shoot_start,shoot_end,geocoding,license';
const row = (
  id: string,
  title: string,
  year: string,
  name: string,
  lat = '48.85',
  lon = '2.35',
  city = 'Paris',
  country = 'France',
) =>
  `test,${id},"${title}",${year},Film,"${name}",,,${city},${country},${lat},${lon},A scene,Some Director,,,http://imdb.com/title/tt0211915/,,,,`;

describe('import:locations', () => {
  let t: TestApp;
  let ds: DataSource;
  let importer: LocationImportService;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ra-import-'));
  const csv = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    writeFileSync(file, [HEADER, ...lines].join('\n'));
    return file;
  };
  const count = async (sql: string) => Number((await ds.query(sql))[0].count);

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    importer = t.app.get(LocationImportService);
  });
  afterAll(() => t.close());

  it('imports good rows as one movie per title + year with unique slugs, and records their events', async () => {
    const file = csv('good.csv', [
      row('1', 'Amélie', '2001', 'Café des 2 Moulins'),
      row('2', 'Amélie', '2001', 'Café des 2 Moulins'),
      row('3', 'AMÉLIE', '2001', 'Gare de l’Est'),
      row('4', 'Amélie', '2019', 'Canal Saint-Martin'),
      row('5', 'Les Misérables', '1973-1978', 'Rue de Rivoli'),
    ]);
    const report = await importer.importFile(file);
    expect(report).toMatchObject({ rows: 5, moviesCreated: 3, locationsWritten: 5, unchanged: 0, errors: [] });
    const movies = await ds.query(`SELECT slug, year, imdb_id FROM movies ORDER BY slug`);
    expect(movies).toEqual([
      { slug: 'amelie-2001', year: 2001, imdb_id: 'tt0211915' },
      { slug: 'amelie-2019', year: 2019, imdb_id: 'tt0211915' },
      { slug: 'les-miserables-1973', year: 1973, imdb_id: 'tt0211915' },
    ]);
    const slugs = (await ds.query(`SELECT slug FROM locations ORDER BY slug`)).map((r: { slug: string }) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining(['cafe-des-2-moulins-amelie', 'cafe-des-2-moulins-amelie-2']));
    expect(new Set(slugs).size).toBe(5);
    expect(await count(`SELECT count(*) FROM outbox WHERE type = 'movie.saved'`)).toBe(3);
  });

  it('is searchable afterwards', async () => {
    const result = await t.app.get(SearchService).search({ q: 'moulins', tab: 'all', limit: 10, offset: 0 });
    expect(result.locations.hits.map((h) => h.movie.slug)).toEqual(['amelie-2001', 'amelie-2001']);
  });

  it('changes nothing and records no event on re-import; updates only changed rows', async () => {
    const events = await count(`SELECT count(*) FROM outbox`);
    const again = await importer.importFile(path.join(dir, 'good.csv'));
    expect(again).toMatchObject({ moviesCreated: 0, locationsWritten: 0, unchanged: 5 });
    expect(await count(`SELECT count(*) FROM outbox`)).toBe(events);

    const changed = await importer.importFile(
      csv('changed.csv', [row('1', 'Amélie', '2001', 'Café des Deux Moulins')]),
    );
    expect(changed).toMatchObject({ moviesCreated: 0, locationsWritten: 1 });
    expect(await count(`SELECT count(*) FROM locations`)).toBe(5);
    const [updated] = await ds.query(`SELECT name, slug FROM locations WHERE source_record_id = '1'`);
    expect(updated).toEqual({ name: 'Café des Deux Moulins', slug: 'cafe-des-2-moulins-amelie' });
    expect(await count(`SELECT count(*) FROM outbox WHERE type = 'location.saved'`)).toBe(1);
  });

  it('reports bad rows with their line numbers and imports the rest', async () => {
    const file = csv('bad.csv', [
      row('10', 'Good Film', '1999', 'Good Place'),
      row('11', '', '1999', 'No Title'),
      row('12', 'Bad Year', '19x9', 'Somewhere'),
      row('13', 'Bad Latitude', '1999', 'Nowhere', '95'),
      row('14', 'Bad Longitude', '1999', 'Nowhere', '10', 'east'),
      row('10', 'Good Film', '1999', 'Duplicate'),
      row('15', 'Good Film', '1999', ''),
    ]);
    const report = await importer.importFile(file);
    expect(report.errors).toEqual([
      { line: 3, message: 'title is required' },
      { line: 4, message: 'release_year "19x9" is not a year between 1870 and 2100' },
      { line: 5, message: 'latitude "95" is not between -90 and 90' },
      { line: 6, message: 'longitude "east" is not between -180 and 180' },
      { line: 7, message: 'same source and source_record_id as line 2; skipped' },
      { line: 8, message: 'location_name is required' },
    ]);
    expect(report).toMatchObject({ rows: 7, moviesCreated: 1, locationsWritten: 1 });
  });

  it('writes nothing of a batch that fails (rows and events roll back together)', async () => {
    await ds.query(`
      CREATE FUNCTION fail_on_cursed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Cursed Place' THEN RAISE EXCEPTION 'cursed row'; END IF; RETURN NEW; END $$`);
    await ds.query(
      `CREATE TRIGGER fail_on_cursed BEFORE INSERT ON locations FOR EACH ROW EXECUTE FUNCTION fail_on_cursed()`,
    );
    const events = await count(`SELECT count(*) FROM outbox`);
    try {
      const report = await importer.importFile(
        csv('failing.csv', [
          row('20', 'Doomed Film', '2010', 'Fine Place'),
          row('21', 'Doomed Film', '2010', 'Cursed Place'),
        ]),
      );
      expect(report.errors).toHaveLength(1);
      expect(report.errors[0]).toMatchObject({ line: 2 });
      expect(report.errors[0].message).toMatch(/batch of 2 rows \(lines 2–3\) not imported: cursed row/);
    } finally {
      await ds.query(`DROP TRIGGER fail_on_cursed ON locations`);
    }
    expect(await count(`SELECT count(*) FROM movies WHERE title = 'Doomed Film'`)).toBe(0);
    expect(await count(`SELECT count(*) FROM locations WHERE name = 'Fine Place'`)).toBe(0);
    expect(await count(`SELECT count(*) FROM outbox`)).toBe(events);
    // The slugs the failed batch would have taken are still free.
    const retry = await importer.importFile(csv('retry.csv', [row('20', 'Doomed Film', '2010', 'Fine Place')]));
    expect(retry.moviesCreated).toBe(1);
    expect(await count(`SELECT count(*) FROM movies WHERE slug = 'doomed-film-2010'`)).toBe(1);
  });

  it('refuses a file without the required columns', async () => {
    const file = path.join(dir, 'wrong.csv');
    writeFileSync(file, 'name,lat\nx,1\n');
    await expect(importer.importFile(file)).rejects.toThrow(
      'the CSV lacks the column(s): source, source_record_id, title, location_name, latitude, longitude',
    );
  });
});
