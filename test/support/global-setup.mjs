// Before the integration tests: a PostgreSQL they may create databases on, and the state of Redis.
// Without CI (a developer's machine) a missing PostgreSQL is replaced by the embedded one the app
// itself uses, and a missing Redis skips the suites that need it, saying why (test/support/services.ts).
// With CI=true both services are part of the machine: a missing one fails the run at once, instead
// of turning into skipped or hanging tests. Plain ESM: jest loads global setup outside its module
// mapping, so the embedded server comes from the build (`npm test` builds first).
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const SERVICES_KEY = Symbol.for('reelatlas.test-services');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export default async function globalSetup() {
  const ci = process.env.CI === 'true';
  const services = {};
  globalThis[SERVICES_KEY] = services;

  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  if (!(await postgresAnswers(adminUrl))) {
    if (ci)
      throw new Error(
        `PostgreSQL is not reachable at ${redacted(adminUrl)} (CI=true requires it; set TEST_DATABASE_URL)`,
      );
    const { EmbeddedPostgres } = await import('../../dist/server/database/embedded-postgres.js').catch(() => {
      throw new Error(
        `PostgreSQL is not reachable at ${redacted(adminUrl)}, and the embedded one needs a build: npm run build`,
      );
    });
    services.dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-test-embedded-'));
    // Run as root, the cluster lives in a folder the postgres user can enter: this run's own, never
    // /var/lib/reelatlas, where a running `npm start` keeps its cluster and binaries.
    services.sharedRoot = mkdtempSync(path.join(os.tmpdir(), 'ra-test-shared-'));
    chmodSync(services.sharedRoot, 0o755);
    services.embedded = new EmbeddedPostgres({ dataDir: services.dataDir, sharedRoot: services.sharedRoot });
    const url = new URL(await services.embedded.start());
    url.pathname = '/postgres';
    process.env.TEST_DATABASE_URL = url.toString();
    console.log(`\nPostgreSQL not reachable at ${redacted(adminUrl)}: the integration tests use an embedded one.`);
  }

  const redisUrl = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
  if (await canConnect(redisUrl)) {
    process.env.RA_TEST_REDIS_STATE = 'up';
  } else {
    if (ci) throw new Error(`Redis is not reachable at ${redisUrl} (CI=true requires it; set TEST_REDIS_URL)`);
    process.env.RA_TEST_REDIS_STATE = `no Redis at ${redisUrl}; set TEST_REDIS_URL to run it`;
    console.log(`\nRedis not reachable at ${redisUrl}: the suites that need it are skipped, with that reason.`);
  }
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function canConnect(url, timeoutMs = 1500) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 6379, timeout: timeoutMs });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

function redacted(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
