import type { LocationKind, LocationPrecision } from './locations.js';
import type { Photo } from './photos.js';

/** GET /api/search. Highlight fields are escaped HTML with the matched words wrapped in <mark>. */
export type SearchTab = 'all' | 'movies' | 'locations';

/** Locations only: by relevance (default), or best rated first (more reviews break ties, then relevance). */
export type LocationSort = 'relevance' | 'rating';

/**
 * How many of the query's words must match. `last` (the default, like Meilisearch's strategy of
 * that name): when no result has every word, words are left out — unknown ones first, then from
 * the end — until something matches, and the response names them. `all`: every word or nothing.
 */
export type SearchMatch = 'last' | 'all';

/** GET /api/search query (SPEC §2 Search: q, tab, year, country). */
export interface SearchParams {
  q: string;
  tab: SearchTab;
  /** SPEC §7: filters movies only. */
  year?: number;
  /** SPEC §7: filters locations only; compared case- and accent-insensitively. */
  country?: string;
  /** Locations only: at least this average rating (locations without reviews are left out). */
  minRating?: number;
  sort?: LocationSort;
  match?: SearchMatch;
  limit?: number;
  offset?: number;
}

export interface MovieSearchHit {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  poster_url: string | null;
  /** The uploaded poster photo, shown instead of poster_url when there is one. */
  poster_photo: Photo | null;
  highlight: { title: string; director: string; description: string };
}

export interface LocationSearchHit {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  image_url: string | null;
  /** The uploaded photo, shown instead of image_url when there is one. */
  photo: Photo | null;
  movie: { id: string; slug: string; title: string; year: number | null };
  /** Where it is: the map pickers' search moves the map here. */
  latitude: number;
  longitude: number;
  /** How exact the position is and whether the scene was shot there (as on the place page). */
  precision: LocationPrecision;
  kind: LocationKind;
  /** Average of the location's reviews to one decimal (null without reviews), and their number. */
  rating_average: number | null;
  review_count: number;
  highlight: { name: string; city: string; country: string; movie_title: string; description: string };
}

export interface SearchGroup<T> {
  hits: T[];
  /** Counted up to 1,000 (Meilisearch's maxTotalHits default). */
  total: number;
}

/** A "Did you mean" entry: a title or place name close to a query that found nothing. */
export interface SearchSuggestion {
  kind: 'movie' | 'location';
  /** The title or place name, plain text. */
  text: string;
  slug: string;
}

export interface SearchResponse {
  movies: SearchGroup<MovieSearchHit>;
  locations: SearchGroup<LocationSearchHit>;
  /** Words of the query left out to find something (match=last); empty when every word matched. */
  ignored_words: string[];
  /** Only when nothing was found at all: the nearest titles and place names. */
  suggestions: SearchSuggestion[];
}
