/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './sitemap.module.js';
export * from './sitemap.service.js';
