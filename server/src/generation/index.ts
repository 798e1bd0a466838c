/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './generation.entity.js';
export * from './generation.module.js';
export { decimals, distanceMeters } from './place-checks.js';
