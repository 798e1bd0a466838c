import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations.js';

/**
 * Schema changes only through migrations (ARCHITECTURE: never `synchronize`), run by
 * migrateDatabase() under an advisory lock before the app starts, never by this data source on
 * its own (two processes starting at once would run them twice). The entities come
 * from the composition (app/entities.ts): this layer knows no module. A data source that only
 * migrates and runs SQL needs none.
 */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities'] = []): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // A connection that cannot be made within 3 s fails (a 503 with Retry-After, database-errors.ts)
    // instead of holding the request: with PostgreSQL stopped or unreachable, reads answer at once.
    extra: { max: 10, application_name: 'reelatlas', connectionTimeoutMillis: 3000 },
  };
}
