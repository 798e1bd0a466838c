import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Every test file gets its own database on the local PostgreSQL server and drops it
 * afterwards, so no test depends on what an earlier run left behind.
 * TEST_DATABASE_URL points at a server where we may CREATE DATABASE (default: this machine's).
 */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'ra_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export async function isPostgresReachable(): Promise<boolean> {
  return withAdmin((client) => client.query('SELECT 1')).then(
    () => true,
    () => false,
  );
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
