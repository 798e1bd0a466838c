/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './search.cli.js';
export { SearchService } from './search.service.js';
