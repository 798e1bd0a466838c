/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './import/import-locations.cli.js';
export * from './location.entity.js';
export * from './locations.module.js';
export * from './locations.service.js';
