// CSV import through the CLI (issue 36): writes a CSV in the shared data set's layout from a copy
// of a template that bench/million/data.mjs builds (its places joined with their movies), imports it
// into a fresh empty database with `import:locations`, kills the import with SIGKILL part-way,
// starts it again and checks that nothing was lost or doubled. Prints rows/s.
// Usage: npm run build && node_modules/.bin/node bench/import.mjs [10k|100k|million] (default 100k)
//   The import goes into the embedded default: a PostgreSQL of its own started by the app's
//   EmbeddedPostgres (its binaries and settings) in temporary folders. BENCH_POSTGRES=shared
//   imports into a new database of the machine's cluster (TEST_DATABASE_URL) instead.
// Bar: >= 5,000 rows/s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { EmbeddedPostgres } from '../dist/server/database/embedded-postgres.js';

const TEMPLATES = { '10k': 'ra_10k_tpl', '100k': 'ra_100k_tpl', million: 'ra_million_tpl' };
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLI = new URL('../dist/server/cli/main.js', import.meta.url).pathname;
const BAR_ROWS_PER_S = 5000;
/** Killed once this share of the rows is committed. */
const KILL_AT = 0.4;

const urlOf = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const admin = (sql) => withClient(ADMIN_URL, (c) => c.query(sql));

// The CSV's columns, in the order of ../shared/data/normalized (rows without a source get the
// bench's, keyed by their id).
const EXPORT = `COPY (
  SELECT coalesce(l.source, 'bench') AS source, coalesce(l.source_record_id, l.id::text) AS source_record_id,
         m.title, m.year AS release_year, 'film' AS media_type, l.name AS location_name, l.address,
         '' AS postal_code, l.city, l.country, l.latitude, l.longitude, l.description AS scene_description,
         m.director, '' AS production_company, '' AS actors,
         CASE WHEN m.imdb_id IS NULL THEN '' ELSE 'https://www.imdb.com/title/' || m.imdb_id || '/' END AS imdb_url,
         '' AS shoot_start, '' AS shoot_end, 'bench' AS geocoding, 'bench' AS license
    FROM locations l JOIN movies m ON m.id = l.movie_id ORDER BY l.id
) TO STDOUT WITH (FORMAT csv, HEADER)`;

async function writeCsv(template, file) {
  const copy = `ra_bench_src_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${copy} TEMPLATE ${template}`);
  try {
    return await withClient(urlOf(copy), async (client) => {
      await pipeline(client.query(copyTo(EXPORT)), createWriteStream(file));
      const { rows } = await client.query(
        `SELECT (SELECT count(*) FROM locations)::int AS locations,
                (SELECT count(DISTINCT (lower(m.title), m.year)) FROM movies m JOIN locations l ON l.movie_id = m.id)::int AS movies`,
      );
      return rows[0];
    });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
  }
}

function runImport(url, file, { killWhen } = {}) {
  const child = spawn(process.execPath, [CLI, 'import:locations', file], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timer;
  if (killWhen)
    timer = setInterval(async () => {
      if (await killWhen().catch(() => false)) {
        clearInterval(timer);
        child.kill('SIGKILL');
      }
    }, 200);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      resolve({ code, signal, output });
    }),
  );
}

/** An empty database to import into, and how to remove it (see the usage above). */
async function targetDatabase() {
  if (process.env.BENCH_POSTGRES === 'shared') {
    const name = `ra_bench_import_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    return {
      label: "the machine's cluster",
      url: urlOf(name),
      remove: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  // Run as root, the server runs as postgres, who must reach the cluster's folder.
  const folders = ['ra-import-data-', 'ra-import-shared-'].map((prefix) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
    chmodSync(folder, 0o755);
    return folder;
  });
  const embedded = new EmbeddedPostgres({ dataDir: folders[0], sharedRoot: folders[1] });
  const url = await embedded.start();
  return {
    label: 'the embedded default',
    url,
    remove: async () => {
      await embedded.stop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function bench(size) {
  const file = path.join(os.tmpdir(), `ra-import-${size}-${randomBytes(3).toString('hex')}.csv`);
  let started = performance.now();
  const expected = await writeCsv(TEMPLATES[size], file);
  console.log(
    `${size}: CSV of ${expected.locations} rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const target = await targetDatabase();
  const { url } = target;
  try {
    const server = await withClient(
      url,
      async (c) =>
        (
          await c.query(
            `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers`,
          )
        ).rows[0],
    );
    console.log(`  into ${target.label}: PostgreSQL ${server.version}, shared_buffers ${server.buffers}`);
    const committed = () =>
      withClient(
        url,
        async (c) => (await c.query('SELECT coalesce(sum(rows_written), 0)::int AS n FROM import_runs')).rows[0].n,
      );
    started = performance.now();
    const killed = await runImport(url, file, {
      killWhen: async () => (await committed()) >= expected.locations * KILL_AT,
    });
    const firstSeconds = (performance.now() - started) / 1000;
    if (killed.signal !== 'SIGKILL') throw new Error(`the first run ended before it was killed:\n${killed.output}`);
    const before = await committed();
    console.log(`  first run: killed (${killed.signal}) after ${firstSeconds.toFixed(1)} s, ${before} rows committed`);
    started = performance.now();
    const resumed = await runImport(url, file);
    const secondSeconds = (performance.now() - started) / 1000;
    if (resumed.code !== 0) throw new Error(`the restarted import failed:\n${resumed.output}`);
    console.log(
      `  restarted run: ${secondSeconds.toFixed(1)} s; ${resumed.output.trim().split('\n').slice(-3).join(' | ')}`,
    );
    const found = await withClient(
      url,
      async (c) =>
        (
          await c.query(`SELECT (SELECT count(*) FROM locations)::int AS locations,
                              (SELECT count(DISTINCT (source, source_record_id)) FROM locations)::int AS keys,
                              (SELECT count(*) FROM movies)::int AS movies,
                              (SELECT count(*) FROM outbox)::int AS events`)
        ).rows[0],
    );
    const whole = expected.locations / (firstSeconds + secondSeconds);
    // The import's own time (the CLI's "read N rows in S s"), without the app's start.
    const importSeconds = Number(resumed.output.match(/read \d+ rows in ([\d.]+) s/)?.[1]);
    const written = Number(resumed.output.match(/locations written: (\d+)/)?.[1]);
    const importRate = written / importSeconds;
    const ok =
      found.locations === expected.locations && found.keys === found.locations && found.movies === expected.movies;
    console.log(
      `  after the restart: ${found.locations}/${expected.locations} places (${found.keys} distinct keys), ${found.movies}/${expected.movies} movies, ${found.events} events: ${ok ? 'nothing lost or doubled' : 'MISMATCH'}`,
    );
    console.log(
      `  rate: restarted run ${Math.round(importRate)} rows/s (${written} rows written in ${importSeconds} s of import); ` +
        `wall clock with the app's start: ${Math.round(whole)} rows/s over both runs — bar ${BAR_ROWS_PER_S}: ${importRate >= BAR_ROWS_PER_S ? 'met' : 'MISSED'}`,
    );
  } finally {
    rmSync(file, { force: true });
    await target.remove();
  }
}

const sizes = process.argv.slice(2).length ? process.argv.slice(2) : ['100k'];
for (const size of sizes) await bench(size);
