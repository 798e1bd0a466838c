import type { DataSourceOptions } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './entities.js';

/** Schema changes only through migrations (ARCHITECTURE: never `synchronize`). */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: 10, application_name: 'reelatlas' },
  };
}
