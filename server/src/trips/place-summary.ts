import type { Photo } from '../contracts/photos.js';
import type { PlaceSummary } from '../contracts/trips.js';

/**
 * The columns of a place as lists and trips show it, read with the row that points at it. Every
 * query that selects them joins `locations l` and `movies m` (PLACE_JOIN).
 */
export const PLACE_COLUMNS = `
  l.id AS place_id, l.slug AS place_slug, l.name AS place_name, l.address AS place_address,
  l.city AS place_city, l.country AS place_country, l.latitude AS place_latitude,
  l.longitude AS place_longitude, l.image_url AS place_image_url, l.photo_id AS place_photo_id,
  m.id AS movie_id, m.title AS movie_title, m.slug AS movie_slug, m.year AS movie_year`;

/** Places on their own: `locations l` with their movie. */
export const PLACE_FROM = 'locations l JOIN movies m ON m.id = l.movie_id';

/** `locations l` joined to the movie it belongs to; the caller says which row's location. */
export const placeJoin = (locationIdColumn: string): string =>
  `JOIN locations l ON l.id = ${locationIdColumn} JOIN movies m ON m.id = l.movie_id`;

export interface PlaceRow {
  place_id: string;
  place_slug: string;
  place_name: string;
  place_address: string | null;
  place_city: string | null;
  place_country: string | null;
  place_latitude: number;
  place_longitude: number;
  place_image_url: string | null;
  place_photo_id: string | null;
  movie_id: string;
  movie_title: string;
  movie_slug: string;
  movie_year: number | null;
}

export function toPlaceSummary(row: PlaceRow, photos: ReadonlyMap<string, Photo>): PlaceSummary {
  return {
    id: row.place_id,
    slug: row.place_slug,
    name: row.place_name,
    address: row.place_address,
    city: row.place_city,
    country: row.place_country,
    latitude: row.place_latitude,
    longitude: row.place_longitude,
    photo: (row.place_photo_id && photos.get(row.place_photo_id)) || null,
    image_url: row.place_image_url,
    movie: { id: row.movie_id, title: row.movie_title, slug: row.movie_slug, year: row.movie_year },
  };
}
