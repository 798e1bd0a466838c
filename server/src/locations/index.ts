/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './admin-location-summary.js';
export * from './location.entity.js';
export { pointOutsideCountry } from './location-check.js';
export * from './location-writes.service.js';
export * from './locations.module.js';
export * from './locations.service.js';
export { importKey, type ImportedLocation } from './imported-locations.repository.js';
export type { LocationFields, NewLocation } from './locations.repository.js';
