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
  /** An uploaded poster, shown instead of `poster_url` (the detail carries it as `poster_photo`). */
  poster_photo_id: string | null;
  genres: string[];
  imdb_id: string | null;
  created_at: T;
  updated_at: T;
}

/** GET /api/movies/:slug: the movie with its filming locations, ordered by name (SPEC §7). */
/** GET /api/movies items: each movie with its uploaded poster (null without one). */
export interface MovieListItem<T extends Timestamp = string> extends Movie<T> {
  poster_photo: Photo | null;
}

export interface MovieDetail<T extends Timestamp = string> extends MovieListItem<T> {
  /** Each with its uploaded photo (null without one). */
  locations: (Location<T> & { photo: Photo | null })[];
}
