/** GET /api/search. Highlight fields are escaped HTML with the matched words wrapped in <mark>. */
export type SearchTab = 'all' | 'movies' | 'locations';

/** Locations only: by relevance (default), or best rated first (more reviews break ties, then relevance). */
export type LocationSort = 'relevance' | 'rating';

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
  highlight: { title: string; director: string; description: string };
}

export interface LocationSearchHit {
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
  /** Counted up to 1,000 (Meilisearch's maxTotalHits default). */
  total: number;
}

export interface SearchResponse {
  movies: SearchGroup<MovieSearchHit>;
  locations: SearchGroup<LocationSearchHit>;
}
