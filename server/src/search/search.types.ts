/**
 * The search port: one query and one result shape for every adapter (PostgreSQL, Meilisearch).
 * Highlighted fields are HTML: the source text escaped, matched words wrapped in <mark>.
 */
export type SearchTab = 'all' | 'movies' | 'locations';

/** Locations only: by relevance (default), or best rated first (more reviews break ties, then relevance). */
export type LocationSort = 'relevance' | 'rating';

export interface SearchQuery {
  q: string;
  tab: SearchTab;
  /** SPEC §7: filters movies only. */
  year?: number;
  /** SPEC §7: filters locations only; compared case- and accent-insensitively. */
  country?: string;
  /** Locations only: at least this average rating (locations without reviews are left out). */
  minRating?: number;
  sort?: LocationSort;
  limit: number;
  offset: number;
}

export interface MovieHit {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  poster_url: string | null;
  highlight: { title: string; director: string; description: string };
}

export interface LocationHit {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  image_url: string | null;
  movie: { id: string; slug: string; title: string; year: number | null };
  /** Average of the location's reviews to one decimal (null without reviews), and their number. */
  rating_average: number | null;
  review_count: number;
  highlight: { name: string; city: string; country: string; movie_title: string; description: string };
}

export interface SearchGroup<T> {
  hits: T[];
  total: number;
}

export interface SearchResult {
  movies: SearchGroup<MovieHit>;
  locations: SearchGroup<LocationHit>;
}

/** What the index holds for a movie: built from the database by SearchDocumentsRepository. */
export interface MovieDocument {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
}

/** A location document carries its movie's title, year and slug, so one lookup renders a hit. */
export interface LocationDocument {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  city: string | null;
  country: string | null;
  image_url: string | null;
  movie_id: string;
  movie_slug: string;
  movie_title: string;
  movie_year: number | null;
  /** Kept current by the review.saved / review.deleted handler (search.sync-location-rating). */
  rating_average: number | null;
  review_count: number;
}

export interface SearchHealth {
  adapter: SearchAdapterName;
  state: 'up' | 'down';
  detail?: string;
}

export type SearchAdapterName = 'postgres' | 'meilisearch';

/**
 * Implemented by each adapter. Writes are idempotent (upsert by id, delete of a missing id
 * is fine) because domain events may be delivered more than once.
 */
export interface SearchAdapter {
  readonly name: SearchAdapterName;
  /** Settings before any document (STYLE: search behind one port). */
  init(): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  upsertMovies(documents: MovieDocument[]): Promise<void>;
  upsertLocations(documents: LocationDocument[]): Promise<void>;
  deleteMovies(ids: string[]): Promise<void>;
  deleteLocations(ids: string[]): Promise<void>;
  deleteLocationsOfMovie(movieId: string): Promise<void>;
  /** Full rebuild: called before the first batch and after the last one. */
  beginReindex(): Promise<void>;
  finishReindex(): Promise<void>;
  health(): Promise<{ state: 'up' | 'down'; detail?: string }>;
}

export const SEARCH_ADAPTER = Symbol('SEARCH_ADAPTER');
