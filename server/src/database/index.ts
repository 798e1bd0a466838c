/**
 * What modules use from the database layer: the transaction helper, the error mapping and the
 * data:remove command. The
 * data source, migrations and entity registry are for the composition roots (main, worker, cli).
 */
export * from './database-errors.js';
export * from './transaction-runner.js';
export * from './data-remove.cli.js';
