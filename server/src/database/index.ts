/**
 * What modules use from the database layer: the transaction helper and the error mapping. The
 * data source, migrations and entity registry are for the composition roots (main, worker, cli).
 */
export * from './database-errors.js';
export * from './transaction-runner.js';
