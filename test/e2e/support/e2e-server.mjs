// Starts the built app for the end-to-end tests on a database of its own, seeded with
// the demo data, and drops that database when Playwright stops the server.
// With no reachable PostgreSQL server it starts the embedded one (outside CI, where a missing
// PostgreSQL is an error), so the tests can still reach their database directly.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeOpenAi } from './fake-openai-server.mjs';

let adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ra_e2e_${randomBytes(5).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Its own DATA_DIR too: the mail outbox (verification links the tests follow) and the JWT secret.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelatlas-e2e-'));
// The rate limit is per client address, and every test browser is 127.0.0.1.
// Real secret values (unused by the tests otherwise), so the delivery test can check that none of
// them reaches the browser: a check for their variable names alone would pass with no secrets set.
const secrets = {
  OPENAI_API_KEY: `sk-e2e-${randomBytes(16).toString('hex')}`,
  MEILI_MASTER_KEY: `meili-e2e-${randomBytes(16).toString('hex')}`,
  JWT_SECRET: `jwt-e2e-${randomBytes(24).toString('hex')}`,
};
const env = {
  ...process.env,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT: '1000',
  // No map service is reachable from a test machine: the built-in basemap, at once. The fallback from
  // a streets style that cannot be fetched has its own test (map-style-fallback.e2e.ts).
  MAP_STYLE: process.env.MAP_STYLE ?? 'offline',
  ...secrets,
};
// The generator talks to a local OpenAI-compatible server the tests script (generator.e2e.ts);
// a short timeout keeps a stuck test short (a failure test uses an invalid reply, final at once).
const fakeOpenAi = await startFakeOpenAi();
Object.assign(env, { OPENAI_BASE_URL: `${fakeOpenAi.url}/v1`, OPENAI_TIMEOUT_MS: '5000' });
let embedded = null;
// Run as root, the embedded cluster lives in a folder the postgres user can enter: this run's own,
// never /var/lib/reelatlas, where a running `npm start` keeps its cluster and binaries.
let sharedRoot = null;
if (!(await postgresAnswers(adminUrl))) {
  if (process.env.CI === 'true') throw new Error(`PostgreSQL is not reachable at ${adminUrl} (CI=true requires it)`);
  const { EmbeddedPostgres } = await import('../../../dist/server/database/embedded-postgres.js');
  sharedRoot = mkdtempSync(path.join(os.tmpdir(), 'reelatlas-e2e-shared-'));
  chmodSync(sharedRoot, 0o755);
  embedded = new EmbeddedPostgres({ dataDir: path.join(dataDir, 'embedded'), sharedRoot });
  const url = new URL(await embedded.start());
  url.pathname = '/postgres';
  adminUrl = url.toString();
  console.log('PostgreSQL not reachable: the end-to-end tests use an embedded one.');
}
await admin(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
env.DATABASE_URL = databaseUrl.toString();
const cleanup = async () => {
  // An embedded cluster goes as a whole (and may already be stopping: it shares our process group).
  if (!embedded) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (sharedRoot) rmSync(sharedRoot, { recursive: true, force: true });
};

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// Tests that must change data directly (e.g. settings before an admin API exists) read this.
writeFileSync(
  runtimeFile(),
  JSON.stringify({
    databaseUrl: env.DATABASE_URL ?? null,
    outboxDir: path.join(dataDir, 'outbox'),
    secrets,
    fakeOpenAiUrl: fakeOpenAi.url,
  }),
);

const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await cleanup().catch((error) => console.error('e2e cleanup failed', error));
  process.exit(stopping ? 0 : (code ?? 1));
});

function runtimeFile() {
  return path.join(os.tmpdir(), `reelatlas-e2e-${process.env.PORT ?? 4173}.json`);
}
