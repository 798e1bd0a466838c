import type { Photo } from './photos.js';
import type { Timestamp } from './common.js';
import type { Location } from './locations.js';

/** SPEC §3 Movie as GET /api/movies and /api/movies/:slug return it (snake_case, like the spec). */
export interface Movie<T extends Timestamp = string> {
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
  created_at: T;
  updated_at: T;
}

/** GET /api/movies/:slug: the movie with its filming locations, ordered by name (SPEC §7). */
export interface MovieDetail<T extends Timestamp = string> extends Movie<T> {
  /** Each with its uploaded photo (null without one). */
  locations: (Location<T> & { photo: Photo | null })[];
}
