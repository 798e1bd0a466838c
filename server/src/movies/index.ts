/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './movie.entity.js';
export * from './movie-writes.service.js';
export * from './movies.module.js';
export * from './movies.service.js';
export type { ImportedMovie, MovieFields, NewMovie } from './movies.repository.js';
