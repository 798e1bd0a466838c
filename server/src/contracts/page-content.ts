import { PAGE_PATHS } from './page-paths.js';

/**
 * What a page shows or names twice: in the server-built summary and data of its first HTML
 * (server/src/web) and in the app that replaces it. Declared once so the two cannot drift apart
 * (a swap that changes the heading or the picture would be a visible jump and a later paint).
 */

/** The home page's heading when no slider is set up (DefaultHero). */
export const HOME_HEADLINE = 'Discover Where Your Favorite Movies Were Filmed';

/** The search page's introduction and its hint before anything is typed. */
export const SEARCH_INTRODUCTION =
  'Find films and the real places they were shot — by title, director, city or country.';
export const SEARCH_HINT = 'Type a title, director, place or city — results appear as you type, typos included.';

/** A movie without a (loadable) poster. */
export const FALLBACK_POSTER = '/images/fallback-poster.svg';

/**
 * The server-drawn picture of a place without a photo: its surroundings and the spot. The
 * `labelled` one (the location page's, 3:2) has the name, city and country written on it; the
 * `thumbnail` one, for cards that print the name beside it and crop the picture to their box, none.
 */
export type PlaceImageView = 'labelled' | 'thumbnail';
export const PLACE_IMAGE_FILES: Record<PlaceImageView, string> = {
  labelled: 'place.svg',
  thumbnail: 'place-thumbnail.svg',
};
export const placeImagePath = (slug: string, view: PlaceImageView = 'labelled'): string =>
  `/api/locations/${encodeURIComponent(slug)}/${PLACE_IMAGE_FILES[view]}`;

/**
 * A movie's or a place's page (the page table's path helpers); the API answers the same path under
 * `/api` (what the page data is keyed by, and what the client's API modules request).
 */
export const moviePath: (slug: string) => string = PAGE_PATHS.movie;
export const locationPath: (slug: string) => string = PAGE_PATHS.location;
/** The first `limit` movies, newest first, as the home page and the movie list ask for them. */
export const newestMoviesPath = (limit: number): string => `/movies?offset=0&limit=${limit}`;
export const sliderPath = (code: string): string => `/sliders/${encodeURIComponent(code)}`;

/** SPEC §9: six featured movies on the home page; the movie list's first page. */
export const FEATURED_MOVIE_COUNT = 6;
export const MOVIE_LIST_PAGE_SIZE = 50;
/** The home page's hero slider (SPEC §7). */
export const HOME_SLIDER_CODE = 'home_hero';

/** The id of the JSON block holding the API answers a page came with (client/src/lib/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The id of the inert <template> of prefetch links a page asks for once it has settled
 * (client/src/lib/prefetch-later.ts): written as live links, a browser fetches them at once and they
 * compete with the page's own first paint on a slow network.
 */
export const PREFETCH_LATER_ID = 'prefetch-later';
