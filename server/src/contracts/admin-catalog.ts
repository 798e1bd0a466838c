/** Wire types of the movie and location admin API (/api/admin/movies, /api/admin/locations). */
import type { z } from 'zod';
import type { locationSchema, movieSchema } from './admin-catalog-rules.js';

export type MovieInput = z.input<typeof movieSchema>;
export type LocationInput = z.input<typeof locationSchema>;

export type MovieSort = 'title' | 'year' | 'director' | 'created_at';

export interface AdminPageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
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
  created_at: string;
  updated_at: string;
  locations: {
    id: string;
    slug: string;
    name: string;
    city: string | null;
    country: string | null;
    is_verified: boolean;
  }[];
  /** What a delete takes with it (the confirmation says so). */
  review_count: number;
}

export interface AdminLocationRow {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  is_verified: boolean;
  movie: { id: string; title: string; year: number | null };
}

export interface AdminLocation {
  id: string;
  slug: string;
  movie_id: string;
  name: string;
  description: string | null;
  scene_description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  is_verified: boolean;
  created_at: string;
  updated_at: string;
  movie: { id: string; title: string; year: number | null };
  review_count: number;
}

/** Warnings (never refusals) about a location's point, shown beside the map picker. */
export interface LocationCheck {
  warnings: string[];
}
