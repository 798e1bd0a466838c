/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './cli-command.js';
export * from './progress.js';
