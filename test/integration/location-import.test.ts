import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LocationImportService } from '../../server/src/location-import/location-import.service.js';
import { SearchService } from '../../server/src/search/search.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { runCli } from '../support/cli.js';

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
    // One event per table and batch, naming its rows, not one per row (issue 36).
    const events = await ds.query(`SELECT type, payload FROM outbox ORDER BY id`);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['movies.imported', 'locations.imported']);
    expect(events[0].payload.movieIds).toHaveLength(3);
    expect(events[1].payload.locationIds).toHaveLength(5);
    // The planner's row counts are current (the admin lists' estimated totals read them).
    const [stats] = await ds.query(
      `SELECT (SELECT reltuples::int FROM pg_class WHERE relname = 'locations') AS estimated,
              (SELECT count(*)::int FROM locations) AS counted`,
    );
    expect(stats.estimated).toBe(stats.counted);
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
    const [event] = await ds.query(`SELECT type, payload FROM outbox ORDER BY id DESC LIMIT 1`);
    expect(event).toEqual({ type: 'locations.imported', payload: { locationIds: [expect.any(String)] } });
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
    // Its movie was created in the step before (movies are found by title and year next time).
    expect(await count(`SELECT count(*) FROM movies WHERE title = 'Doomed Film'`)).toBe(1);
    expect(await count(`SELECT count(*) FROM locations WHERE name = 'Fine Place'`)).toBe(0);
    expect(await count(`SELECT count(*) FROM outbox`)).toBe(events + 1); // movies.imported only
    // Its lines are not in its file's checkpoint: running the file again writes the batch.
    expect(
      await ds.query(`SELECT committed_lines::text, finished_at FROM import_runs WHERE file_name = 'failing.csv'`),
    ).toEqual([{ committed_lines: '{}', finished_at: null }]);
    // The slugs the failed batch would have taken are still free.
    const retry = await importer.importFile(csv('retry.csv', [row('20', 'Doomed Film', '2010', 'Fine Place')]));
    expect(retry).toMatchObject({ moviesCreated: 0, locationsWritten: 1 });
    expect(await count(`SELECT count(*) FROM movies WHERE slug = 'doomed-film-2010'`)).toBe(1);
    expect(await ds.query(`SELECT slug FROM locations WHERE name = 'Fine Place'`)).toEqual([
      { slug: 'fine-place-doomed-film' },
    ]);
  });

  it('goes on after the last committed batch when a stopped run is restarted: nothing lost, nothing doubled', async () => {
    const lines = Array.from({ length: 25 }, (_, i) =>
      row(`r${i}`, `Resumed Film ${i % 5}`, '2005', `Resumed Place ${i}`, String(40 + i / 100)),
    );
    lines[3] = row('r3', 'Resumed Film 3', 'year?', 'Resumed Place 3');
    const file = csv('resumed.csv', lines);
    let batches = 0;
    const killed = importer.importFile(file, {
      batchRows: 5,
      writers: 1,
      onProgress: () => {
        // After the second batch committed, as a SIGKILL between two batches would.
        if (++batches === 3) throw new Error('killed');
      },
    });
    await expect(killed).rejects.toThrow('killed');
    expect(await count(`SELECT count(*) FROM locations WHERE source_record_id LIKE 'r%'`)).toBe(10);

    const resumed = await importer.importFile(file, { batchRows: 5 });
    // Lines 2-12 were the first two batches (the bad row among them is reported again).
    expect(resumed).toMatchObject({
      rows: 25,
      resumed: [{ first: 1, last: 12 }],
      alreadyImported: 10,
      locationsWritten: 14,
    });
    expect(resumed.errors).toEqual([{ line: 5, message: 'release_year "year?" is not a year between 1870 and 2100' }]);
    expect(await count(`SELECT count(*) FROM locations WHERE source_record_id LIKE 'r%'`)).toBe(24);
    expect(
      await count(`SELECT count(DISTINCT (source, source_record_id)) FROM locations WHERE source_record_id LIKE 'r%'`),
    ).toBe(24);
    expect(await count(`SELECT count(*) FROM movies WHERE title LIKE 'Resumed Film %'`)).toBe(5);

    // A finished file is read whole again: every row is found unchanged.
    const again = await importer.importFile(file, { batchRows: 5 });
    expect(again).toMatchObject({ resumed: [], locationsWritten: 0, unchanged: 24, moviesCreated: 0 });
  });

  it('writes two batches at once; the next run writes only the lines no batch committed, a hole between them too', async () => {
    const lines = Array.from({ length: 15 }, (_, i) =>
      row(`o${i}`, `Ordered Film ${i % 3}`, '2006', i === 7 ? 'Cursed Place' : `Ordered Place ${i}`),
    );
    const file = csv('ordered.csv', lines);
    await ds.query(
      `CREATE TRIGGER fail_on_cursed BEFORE INSERT ON locations FOR EACH ROW EXECUTE FUNCTION fail_on_cursed()`,
    );
    let first;
    try {
      first = await importer.importFile(file, { batchRows: 5, writers: 2 });
    } finally {
      await ds.query(`DROP TRIGGER fail_on_cursed ON locations`);
    }
    // The second batch (lines 7-11) failed; the first and the third, written beside it, committed.
    expect(first).toMatchObject({ locationsWritten: 10, moviesCreated: 3 });
    expect(first.errors).toEqual([
      { line: 7, message: expect.stringMatching(/^batch of 5 rows \(lines 7–11\) not imported: cursed row/) },
    ]);
    expect(
      await ds.query(`SELECT committed_lines::text, finished_at FROM import_runs WHERE file_name = 'ordered.csv'`),
    ).toEqual([{ committed_lines: '{[1,7),[12,17)}', finished_at: null }]);

    const second = await importer.importFile(file, { batchRows: 5, writers: 2 });
    expect(second).toMatchObject({
      resumed: [
        { first: 1, last: 6 },
        { first: 12, last: 16 },
      ],
      alreadyImported: 10,
      locationsWritten: 5,
      moviesCreated: 0,
      errors: [],
    });
    expect(await count(`SELECT count(*) FROM locations WHERE source_record_id LIKE 'o%'`)).toBe(15);
    expect(
      await count(`SELECT count(DISTINCT (source, source_record_id)) FROM locations WHERE source_record_id LIKE 'o%'`),
    ).toBe(15);
    expect(await count(`SELECT count(*) FROM movies WHERE title LIKE 'Ordered Film %'`)).toBe(3);
    const [run] = await ds.query(`SELECT finished_at FROM import_runs WHERE file_name = 'ordered.csv'`);
    expect(run.finished_at).not.toBeNull();
  });

  it('runs from the CLI with the writers asked for, and refuses a count it cannot serve', async () => {
    const cli = async (...args: string[]) => {
      const run = await runCli(['import:locations', ...args], { DATABASE_URL: t.db.url, LOG_LEVEL: 'warn' });
      return { code: run.code, output: run.stdout + run.stderr };
    };
    const file = csv(
      'cli.csv',
      Array.from({ length: 7 }, (_, i) => row(`cli${i}`, 'Command Line Film', '2012', `Command Place ${i}`)),
    );
    const refused = await cli(file, '--writers', '9');
    expect(refused).toEqual({
      code: 1,
      output: expect.stringContaining('--writers must be a whole number from 1 to 8'),
    });
    expect(await count(`SELECT count(*) FROM locations WHERE source_record_id LIKE 'cli%'`)).toBe(0);
    const imported = await cli(file, '--writers', '3');
    expect(imported.code).toBe(0);
    expect(imported.output).toContain('movies created: 1, locations written: 7, unchanged: 0, skipped: 0');
    expect(await count(`SELECT count(*) FROM locations WHERE source_record_id LIKE 'cli%'`)).toBe(7);
  }, 60_000); // each run boots the app context in a child process

  it('refuses a file without the required columns', async () => {
    const file = path.join(dir, 'wrong.csv');
    writeFileSync(file, 'name,lat\nx,1\n');
    await expect(importer.importFile(file)).rejects.toThrow(
      'the CSV lacks the column(s): source, source_record_id, title, location_name, latitude, longitude',
    );
  });
});
