/**
 * What modules use from the database layer: the transaction helper, the error mapping and NOTIFY
 * listening. The data source, migrations and embedded PostgreSQL are for the entry points (main, worker, cli).
 */
export * from './database-errors.js';
export * from './notifications.js';
export * from './transaction-runner.js';
export * from './count-estimate.js';
export * from './keyset.js';
export * from './text-search-page.js';
