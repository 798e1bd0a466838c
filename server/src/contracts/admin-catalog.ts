/** Wire types of the movie and location admin API (/api/admin/movies, /api/admin/locations). */
import type { Photo } from './photos.js';
import type { z } from 'zod';
import type { locationSchema, movieSchema } from './admin-catalog-rules.js';
import type { Location } from './locations.js';

export type MovieInput = z.input<typeof movieSchema>;
export type LocationInput = z.input<typeof locationSchema>;

export type MovieSort = 'title' | 'year' | 'director' | 'created_at';

/**
 * One page of an admin list (issue 36: keyset paging). `previous` and `next` are the cursors to
 * ask for (`before` / `after`), null at either end. `total` is exact unless `totalIsEstimate`
 * (a large list: PostgreSQL's estimate, shown as "about").
 */
export interface AdminPageOf<T> {
  items: T[];
  total: number;
  totalIsEstimate: boolean;
  pageSize: number;
  previous: string | null;
  next: string | null;
}

export interface AdminMovieRow {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  location_count: number;
  created_at: string;
}

export interface AdminMovie {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
  backdrop_url: string | null;
  genres: string[];
  imdb_id: string | null;
  poster_photo_id: string | null;
  poster_photo: Photo | null;
  created_at: string;
  updated_at: string;
  locations: AdminLocationSummary[];
  /** What a delete takes with it (the confirmation says so). */
  review_count: number;
}

/** A location as the admin lists show it: a movie's locations, and a row of the locations list. */
export interface AdminLocationSummary {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  is_verified: boolean;
}

export interface AdminLocationRow extends AdminLocationSummary {
  movie: { id: string; title: string; year: number | null };
}

/** A location as its editor loads it: the public fields plus its movie and how many reviews it has. */
export interface AdminLocation extends Location {
  movie: { id: string; title: string; year: number | null };
  review_count: number;
  photo: Photo | null;
}

/** Warnings (never refusals) about a location's point, shown beside the map picker. */
export interface LocationCheck {
  warnings: string[];
}
