/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './saved-place.entity.js';
export * from './trip-stop.entity.js';
export * from './trip.entity.js';
export * from './trips.module.js';
export { TripsService } from './trips.service.js';
