import type { LocationKind, LocationPrecision } from '../contracts/locations.js';
import type {
  LocationSort,
  LocationSearchHit,
  MovieSearchHit,
  SearchGroup,
  SearchParams,
  SearchResponse,
  SearchTab,
} from '../contracts/search.js';

/**
 * The search port: one query and one result shape for every adapter (PostgreSQL, Meilisearch).
 * Highlighted fields are HTML: the source text escaped, matched words wrapped in <mark>.
 */
export type { SearchTab, SearchGroup, LocationSort };
/** The wire shapes of GET /api/search, declared in contracts/search.ts. */
export type SearchResult = SearchResponse;
/** A hit as an adapter finds it: the photo only by id; the service adds the photos of a page at once. */
export type MovieHit = Omit<MovieSearchHit, 'poster_photo'> & { poster_photo_id: string | null };
export type LocationHit = Omit<LocationSearchHit, 'photo'> & { photo_id: string | null };
/** What an adapter answers for one set of words; the service adds relaxation, suggestions and photos. */
export interface AdapterResult {
  movies: SearchGroup<MovieHit>;
  locations: SearchGroup<LocationHit>;
}

/** What an adapter is asked: the public query with its paging settled. */
export interface SearchQuery extends SearchParams {
  limit: number;
  offset: number;
  /**
   * Set by the service when words were left out: the whole query as typed (folded), so an adapter
   * that can (PostgreSQL) ranks higher what resembles every word, left-out ones included.
   */
  rankText?: string;
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
  poster_photo_id: string | null;
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
  photo_id: string | null;
  movie_id: string;
  movie_slug: string;
  movie_title: string;
  movie_year: number | null;
  latitude: number;
  longitude: number;
  precision: LocationPrecision;
  kind: LocationKind;
  /** Kept current by the review.saved / review.deleted handler (search.sync-location-rating). */
  rating_average: number | null;
  review_count: number;
}

/**
 * What GET /api/health shows for the search. `degraded`: it answers, but an index's settings differ
 * from the code's (`settings: 'out of date'`) until they are applied again.
 */
export interface AdapterHealth {
  /** `rebuilding`: a full rebuild is under way in some process (answers come from the old index). */
  state: 'up' | 'down' | 'degraded' | 'rebuilding';
  detail?: string;
  settings?: 'current' | 'out of date';
}

export interface SearchHealth extends AdapterHealth {
  adapter: SearchAdapterName;
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
  /** Optional: load in-memory state ahead of the first search (the web process calls it after listening). */
  warmUp?(): Promise<void>;
  /** Every word of `query.q` must match (as a prefix, within its typo budget, split or joined). */
  search(query: SearchQuery): Promise<AdapterResult>;
  upsertMovies(documents: MovieDocument[]): Promise<void>;
  upsertLocations(documents: LocationDocument[]): Promise<void>;
  deleteMovies(ids: string[]): Promise<void>;
  deleteLocations(ids: string[]): Promise<void>;
  deleteLocationsOfMovie(movieId: string): Promise<void>;
  /** Full rebuild in place: called before the first batch and after the last one. */
  beginReindex(): Promise<void>;
  finishReindex(): Promise<void>;
  /**
   * Optional: a full rebuild into new indexes that replace the live ones only when complete, so
   * search keeps answering meanwhile (Meilisearch). Used instead of begin/finishReindex when present.
   */
  rebuild?(): Promise<IndexRebuild>;
  /**
   * Optional, with rebuild(): what the live indexes hold, for the start-up reconciliation: document
   * counts (compared with the database's) and whether their data version is the code's.
   */
  indexState?(): Promise<IndexState>;
  health(): Promise<AdapterHealth>;
}

export const SEARCH_ADAPTER = Symbol('SEARCH_ADAPTER');

export interface IndexState {
  movies: number;
  locations: number;
  dataVersionCurrent: boolean;
}

/** A rebuild under way: batches go to the new indexes; finish() puts them in place of the live ones. */
export interface IndexRebuild {
  upsertMovies(documents: MovieDocument[]): Promise<void>;
  upsertLocations(documents: LocationDocument[]): Promise<void>;
  finish(): Promise<void>;
  /** Drops the new indexes after a failure; the live ones were never touched. */
  abort(): Promise<void>;
}

/**
 * The search engine did not answer (timed out or unreachable): the API answers 503 with a message
 * rather than a 500 or a request held open. Thrown by an adapter's search().
 */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}
