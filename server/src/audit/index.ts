/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './audit-entry.entity.js';
export * from './audit.module.js';
export * from './audit.service.js';
