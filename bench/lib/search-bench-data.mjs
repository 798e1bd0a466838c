// Shared by bench/search.mjs and bench/reindex.mjs: a throwaway database on the local PostgreSQL
// holding the real rows of ../shared/data/normalized plus synthetic ones up to 20,000 movies and
// 100,000 locations, opened in the built app's context (npm run build first).
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { AppModule } from '../../dist/server/app.module.js';
import { loadConfig } from '../../dist/server/config/app-config.js';
import { migrateDatabase } from '../../dist/server/database/migrate.js';
import { LocationImportService } from '../../dist/server/location-import/location-import.service.js';

export const TARGET_MOVIES = 20_000;
export const TARGET_LOCATIONS = 100_000;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// ../shared from the project root; one level more from a git worktree under a sibling folder.
const CSV =
  process.env.BENCH_CSV ??
  ['../shared', '../../shared']
    .map((dir) => path.resolve(dir, 'data/normalized/filming_locations_normalized.csv'))
    .find((file) => existsSync(file));

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database (migrated by the app on open). With `template`, a copy of a database made by
 * bench/million/data.mjs (CREATE DATABASE … TEMPLATE: seconds, where generating a million rows takes
 * minutes); `keepAs` names the database and keeps it (bench/million/data.mjs builds templates so).
 */
export async function openBenchDatabase({ template, keepAs } = {}) {
  if (!CSV && !template)
    throw new Error(
      'filming_locations_normalized.csv not found in ../shared/data/normalized beside the clone: set BENCH_CSV',
    );
  const name = keepAs ?? `ra_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const config = {
    ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'false', CLIENT_DIR: '/nonexistent' }),
    seedDemo: false,
  };
  await migrateDatabase(url.toString());
  const app = await NestFactory.createApplicationContext(AppModule.register(config, url.toString()), {
    logger: ['error'],
  });
  return {
    app,
    url: url.toString(),
    close: async () => {
      await app.close();
      // BENCH_KEEP_DB=1 leaves the database for EXPLAIN sessions (drop it yourself afterwards).
      if (process.env.BENCH_KEEP_DB || keepAs) console.log(`kept database ${url}`);
      else await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Real rows through the importer, then synthetic rows in SQL (deterministic: setseed). `positions`
 * ([longitude, latitude] pairs, one per synthetic place) puts the places there; without it they are
 * spread over a box of the world.
 */
export async function loadBenchData(app, db, { movies = TARGET_MOVIES, locations = TARGET_LOCATIONS, positions } = {}) {
  let started = performance.now();
  const report = await app.get(LocationImportService).importFile(CSV);
  console.log(`real rows: ${report.rows} imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.42)');
    await client.query(VOCABULARY);
    await client.query(SYNTHETIC_MOVIES, [movies]);
    if (positions) {
      await copyPositions(client, positions);
      await client.query(SYNTHETIC_LOCATIONS_AT, [locations]);
    } else {
      await client.query(SYNTHETIC_LOCATIONS, [locations]);
    }
    // Fewer places than the real rows (a small size of the million run's curve): a random sample of
    // the imported rows goes, the demo catalogue's stay.
    await client.query(
      `DELETE FROM locations WHERE id IN (SELECT id FROM locations WHERE source IS NOT NULL ORDER BY random()
         LIMIT greatest(0, (SELECT count(*) FROM locations) - $1::int))`,
      [locations],
    );
    // Vacuumed now, so autovacuum does not start on the fresh rows while latency is measured.
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      'SELECT (SELECT count(*) FROM movies) AS movies, (SELECT count(*) FROM locations) AS locations',
    );
    console.log(
      `synthetic rows added in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows[0].movies} movies, ${rows[0].locations} locations`,
    );
    return (await client.query(`SELECT title, year FROM movies ORDER BY id LIMIT 3000`)).rows;
  } finally {
    await client.end();
  }
}

/** Positions into a temporary table `bench_positions (n, latitude, longitude)`, n from 1, by COPY. */
async function copyPositions(client, positions) {
  await client.query('CREATE TEMP TABLE bench_positions (n int PRIMARY KEY, latitude float8, longitude float8)');
  const stream = client.query(copyFrom('COPY bench_positions FROM STDIN'));
  const CHUNK = 10_000;
  for (let start = 0; start < positions.length; start += CHUNK) {
    const lines = positions
      .slice(start, start + CHUNK)
      .map(([lng, lat], i) => `${start + i + 1}\t${lat.toFixed(6)}\t${lng.toFixed(6)}\n`)
      .join('');
    if (!stream.write(lines)) await once(stream, 'drain');
  }
  stream.end();
  await finished(stream);
}

// Synthetic text reuses the real vocabulary with a skew towards frequent words (Zipf-like), so
// result-set sizes look like a real catalogue's rather than a 40-word toy's.
const VOCABULARY = `
  CREATE FUNCTION pg_temp.pick(words text[]) RETURNS text LANGUAGE sql VOLATILE AS
    $$ SELECT words[1 + floor((cardinality(words) - 1) * power(random(), 3))::int] $$`;
const WORDS_OF = (sql) => `(SELECT array_agg(word ORDER BY n DESC) FROM (
  SELECT word, count(*) AS n FROM (${sql}) t, regexp_split_to_table(lower(t.text), '[^[:alpha:]]+') AS word
  WHERE length(word) >= 3 GROUP BY word) s)`;
const PLACES = `ARRAY[['Paris','France'],['Rome','Italy'],['New York','United States'],['San Francisco','United States'],
  ['London','United Kingdom'],['Tokyo','Japan'],['Berlin','Germany'],['Madrid','Spain'],['Lisbon','Portugal'],['Montréal','Canada'],
  ['Zürich','Switzerland'],['Kraków','Poland'],['Reykjavík','Iceland'],['Sevilla','Spain'],['Marseille','France']]`;

const SYNTHETIC_MOVIES = `
  WITH w AS (SELECT ${WORDS_OF('SELECT title AS text FROM movies')} AS a)
  INSERT INTO movies (slug, title, year, director, description)
  SELECT 'synthetic-' || g, initcap(pg_temp.pick(a) || ' ' || pg_temp.pick(a) || ' ' || pg_temp.pick(a) || repeat(' ', 0 * g)),
         1930 + (random() * 94)::int, initcap(pg_temp.pick(a) || ' ' || pg_temp.pick(a)),
         'A story of ' || pg_temp.pick(a) || ' and ' || pg_temp.pick(a) || ' near the ' || pg_temp.pick(a) || '.'
  FROM w, generate_series(1, $1::int - (SELECT count(*) FROM movies)::int) g`;

const SYNTHETIC_LOCATIONS = `
  WITH w AS (SELECT ${WORDS_OF('SELECT name AS text FROM locations')} AS a, ${PLACES} AS p),
       m AS (SELECT array_agg(id) AS ids FROM movies)
  INSERT INTO locations (slug, movie_id, name, city, country, description, latitude, longitude)
  SELECT 'synthetic-location-' || g, ids[1 + (random() * (cardinality(ids) - 1))::int],
         initcap(pg_temp.pick(a) || ' ' || pg_temp.pick(a)) || ' ' || (ARRAY['Street','Square','Park','Hotel','Café','Museum'])[1 + (random() * 5)::int],
         p[k][1], p[k][2], 'Where the ' || pg_temp.pick(a) || ' scene was shot.', random() * 120 - 60, random() * 300 - 150
  FROM w, m, generate_series(1, $1::int - (SELECT count(*) FROM locations)::int) g, LATERAL (SELECT 1 + (random() * 14)::int + 0 * g AS k) r`;

// The same names and texts, at given positions: the n-th new place takes bench_positions' n-th row
// (city and country are still drawn from the list: a label, not where the place is).
const SYNTHETIC_LOCATIONS_AT = `
  WITH w AS (SELECT ${WORDS_OF('SELECT name AS text FROM locations')} AS a, ${PLACES} AS p),
       m AS (SELECT array_agg(id) AS ids FROM movies)
  INSERT INTO locations (slug, movie_id, name, city, country, description, latitude, longitude)
  SELECT 'synthetic-location-' || g, ids[1 + (random() * (cardinality(ids) - 1))::int],
         initcap(pg_temp.pick(a) || ' ' || pg_temp.pick(a)) || ' ' || (ARRAY['Street','Square','Park','Hotel','Café','Museum'])[1 + (random() * 5)::int],
         p[k][1], p[k][2], 'Where the ' || pg_temp.pick(a) || ' scene was shot.', b.latitude, b.longitude
  FROM w, m, generate_series(1, $1::int - (SELECT count(*) FROM locations)::int) g
  JOIN bench_positions b ON b.n = g, LATERAL (SELECT 1 + (random() * 14)::int + 0 * g AS k) r`;
