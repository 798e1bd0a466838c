/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './http-metrics.js';
export * from './metrics.controller.js';
export * from './metrics.module.js';
export * from './metrics-server.js';
export * from './metrics.service.js';
