/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './import-locations.cli.js';
export * from './location-import.module.js';
export * from './location-import.service.js';
