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
 * `nodeArgs` go to node before the script (e.g. `--import` of a probe).
 */
export async function startBenchServer({ port, seedDemo, nodeArgs = [], env: extraEnv = {} }) {
  const name = `ra_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
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
  for (let i = 0; i < 600; i++) {
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
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
