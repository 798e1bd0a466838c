import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

/** Any constant works; it only has to be the same in every process that may migrate. */
export const MIGRATION_LOCK_KEY = 724_010;

/**
 * Runs the pending migrations under a session-level PostgreSQL advisory lock, so several app,
 * worker or CLI processes starting at once on one database take turns: the first migrates, the
 * others wait and then find nothing to do. Every entry point calls it before its app starts
 * (the app's own data source never migrates). The seed has its own lock (SeedService).
 */
export async function migrateDatabase(url: string): Promise<void> {
  const dataSource = await new DataSource({
    ...dataSourceOptions(url),
    extra: { max: 2, application_name: 'reelatlas-migrate' },
  }).initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
