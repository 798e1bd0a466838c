/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './health-contributors.js';
