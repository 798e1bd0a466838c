import { DESCRIPTION_CROP } from './highlight.js';
import type { LocationDocument, LocationHit, MovieDocument, MovieHit } from './search.types.js';

/** A field of the document as highlighted HTML (escaped, matches marked); `crop` shortens it around the first match. */
export type Highlighter<T> = (field: keyof T & string, crop?: number) => string;

/** A movie document as a hit, its fields highlighted the adapter's way. */
export function toMovieHit(document: MovieDocument, highlight: Highlighter<MovieDocument>): MovieHit {
  return {
    id: document.id,
    slug: document.slug,
    title: document.title,
    year: document.year,
    director: document.director,
    poster_url: document.poster_url,
    // Meilisearch documents indexed before photos existed lack the id until `search:reindex`.
    poster_photo_id: document.poster_photo_id ?? null,
    highlight: {
      title: highlight('title'),
      director: highlight('director'),
      description: highlight('description', DESCRIPTION_CROP),
    },
  };
}

/** A location document (it carries its movie) as a hit, its fields highlighted the adapter's way. */
export function toLocationHit(document: LocationDocument, highlight: Highlighter<LocationDocument>): LocationHit {
  return {
    id: document.id,
    slug: document.slug,
    name: document.name,
    city: document.city,
    country: document.country,
    image_url: document.image_url,
    photo_id: document.photo_id ?? null,
    movie: { id: document.movie_id, slug: document.movie_slug, title: document.movie_title, year: document.movie_year },
    latitude: document.latitude,
    longitude: document.longitude,
    // Meilisearch documents indexed before precision existed lack it until `search:reindex`: the
    // column's own default, as the migration gave every place of that time.
    precision: document.precision ?? 'exact',
    kind: document.kind ?? 'filmed_here',
    // Meilisearch documents indexed before the rating fields existed lack them until `search:reindex`.
    rating_average: document.rating_average ?? null,
    review_count: document.review_count ?? 0,
    highlight: {
      name: highlight('name'),
      city: highlight('city'),
      country: highlight('country'),
      movie_title: highlight('movie_title'),
      description: highlight('description', DESCRIPTION_CROP),
    },
  };
}
