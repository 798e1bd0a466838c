/** Slug history of movies and locations: the old slugs that answer 301 (issue 11). */
export { SlugMovedException, SlugMovedFilter } from './slug-moved.js';
export { SlugRedirectsModule } from './slug-redirects.module.js';
export { SlugRedirectsService, type RedirectEntity } from './slug-redirects.service.js';
