/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './default-settings.js';
export * from './settings.entity.js';
export * from './settings.service.js';
