// Throwaway database on the local PostgreSQL + the built server on it, for benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
 * Creates a database, starts dist/server/main.js on it, and returns how to reach and stop both.
 * `nodeArgs` go to node before the script (e.g. `--import` of a probe). `template` names a database
 * to copy (bench/million/data.mjs builds ra_10k_tpl, ra_100k_tpl, ra_million_tpl); the copy is
 * dropped on stop, the template itself is never opened. BENCH_DATABASE names a database of your own
 * (such a copy, made once) to run on instead: it is neither created nor dropped, and no template
 * is copied (a million places are 1.2 GB a copy).
 */
export async function startBenchServer({ port, seedDemo, template, nodeArgs = [], env: extraEnv = {} }) {
  const own = process.env.BENCH_DATABASE;
  const name = own ?? `ra_bench_${randomBytes(4).toString('hex')}`;
  for (const given of [own, template])
    if (given && !/^[a-z0-9_]+$/.test(given)) throw new Error(`not a database name: ${given}`);
  if (!own) await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'warn',
    SEED_DEMO: String(seedDemo),
    // Measured without a map service (none is reachable here): the built-in basemap.
    MAP_STYLE: process.env.MAP_STYLE ?? 'offline',
    ...extraEnv,
  };
  // A 16 MB semi-space as in production: the search index's load grows V8's young generation, whose pages stay resident.
  const child = spawn(process.execPath, ['--max-semi-space-size=16', ...nodeArgs, 'dist/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A copy of the million-place template migrates and warms up for a while.
  for (let i = 0; i < 3000; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    databaseUrl: url.toString(),
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      if (!own) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The Chromium flags of playwright.config.ts (WebGL on SwiftShader). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * Resolves once no public data change (the read cache's NOTIFY) has been heard for `quietMs`: the
 * demo seed's follow-up jobs are done and what the caches keep stays kept during the measurement.
 */
export async function untilDataSettles(databaseUrl, quietMs = 2_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let last = Date.now();
    client.on('notification', () => (last = Date.now()));
    await client.query('LISTEN reelatlas_public_data');
    while (Date.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 250));
  } finally {
    await client.end();
  }
}

/**
 * Resolves once the start-up's background work is over: a search has been answered (it waits for
 * the search index's warm-up, which holds the event loop for many seconds at a million places),
 * then the server answers `path` (a cached read) within `fastMs` ten times in a row.
 */
export async function untilIdle(base, path = '/api/settings', fastMs = 30) {
  await fetch(`${base}/api/search?q=paris`).then((res) => res.arrayBuffer());
  for (let fast = 0, tries = 0; fast < 10 && tries < 6000; tries++) {
    const start = performance.now();
    await fetch(`${base}${path}`).then((res) => res.arrayBuffer());
    fast = performance.now() - start <= fastMs ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
