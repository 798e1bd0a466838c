/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './mail-templates.js';
export * from './mail.module.js';
export * from './mail.service.js';
