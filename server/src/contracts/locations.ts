import type { Timestamp } from './common.js';
import type { Photo } from './photos.js';

/** SPEC §3 Location without its joined movie, as a movie's detail lists it. */
export interface Location<T extends Timestamp = string> {
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
  /** An uploaded photo, shown instead of `image_url` (the location detail carries it as `photo`). */
  photo_id: string | null;
  created_at: T;
  updated_at: T;
}

/** SPEC §3: the movie joined to a location (id, title, slug, year, director). */
export interface LocationMovie {
  id: string;
  title: string;
  slug: string;
  year: number | null;
  director: string | null;
}

/** GET /api/locations/:slug: the location, its movie and its rating summary. */
export interface LocationDetail<T extends Timestamp = string> extends Location<T> {
  movie: LocationMovie;
  /** One decimal, null without reviews. */
  rating_average: number | null;
  review_count: number;
  photo: Photo | null;
}

/**
 * GET /api/locations/:slug/nearby (the six closest other locations) and GET /api/locations/near
 * (the closest to a position): nearest first.
 */
export interface NearbyLocation {
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  /** Great-circle distance in kilometres, one decimal. */
  distance_km: number;
  movie: { title: string; slug: string; year: number | null };
}

/** Query of GET /api/locations/near: a WGS84 position and how many locations to return. */
export interface NearQuery {
  lat: number;
  lon: number;
  limit?: number;
}
