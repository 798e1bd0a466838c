/**
 * Words and picture paths that a page shows twice: in the server-built summary of its first HTML
 * (server/src/web) and in the app that replaces it. Declared once so the two cannot drift apart
 * (a swap that changes the heading or the picture would be a visible jump and a later paint).
 */

/** The home page's heading when no slider is set up (DefaultHero). */
export const HOME_HEADLINE = 'Discover Where Your Favorite Movies Were Filmed';

/** The map page's meta description and the summary's introduction. */
export const MAP_DESCRIPTION = 'Explore every movie filming location on an interactive world map.';

/** The search page's introduction and its hint before anything is typed. */
export const SEARCH_INTRODUCTION =
  'Find films and the real places they were shot — by title, director, city or country.';
export const SEARCH_HINT = 'Type a title, director, place or city — results appear as you type, typos included.';

/** A movie without a (loadable) poster. */
export const FALLBACK_POSTER = '/images/fallback-poster.svg';

/** The server-drawn picture of a place without a photo: its surroundings, the spot, its name. */
export const placeImagePath = (slug: string): string => `/api/locations/${encodeURIComponent(slug)}/place.svg`;
