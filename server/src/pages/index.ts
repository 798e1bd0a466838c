/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './page-html.js';
export * from './page.entity.js';
export * from './pages.module.js';
export * from './pages.service.js';
export type { PageFields } from './pages.repository.js';
