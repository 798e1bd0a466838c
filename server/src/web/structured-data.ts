import { LOCATION_KIND_LABELS, LOCATION_PRECISION_LABELS, type Photo } from '../contracts/index.js';
import type { LocationKind, LocationPrecision } from '../contracts/locations.js';
import type { LocationDetail } from '../locations/index.js';
import type { Movie, MovieDetail } from '../movies/index.js';

/** One JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/**
 * The JSON of a `<script type="application/ld+json">` block. `<`, `>` and `&` become JSON escapes,
 * so no value (a title such as `</script><script>…`) can end the block or open a comment; U+2028/9
 * are escaped for old parsers. The data means the same to any JSON reader.
 */
export function jsonLdScript(data: JsonLd[]): string {
  return `<script type="application/ld+json">${scriptSafeJson(data.length === 1 ? data[0] : data)}</script>`;
}

/** A JSON data block the page's script reads by id (never run: its type is not JavaScript). */
export function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>`;
}

/** JSON whose `<`, `>` and `&` are escapes, so no value can end the script block or open markup. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const CONTEXT = 'https://schema.org';

/** `Movie` with its filming locations as `locationCreated` places (GeoCoordinates). */
export function movieJsonLd(movie: MovieDetail, url: string, absolute: (path: string) => string): JsonLd {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Movie',
    name: movie.title,
    url,
    description: movie.description,
    image: pictureOf(movie.poster_photo, movie.poster_url, absolute),
    dateCreated: movie.year ? String(movie.year) : undefined,
    director: movie.director ? { '@type': 'Person', name: movie.director } : undefined,
    genre: movie.genres.length ? movie.genres : undefined,
    sameAs: movie.imdb_id ? `https://www.imdb.com/title/${movie.imdb_id}/` : undefined,
    locationCreated: movie.locations.map((location) =>
      withoutEmpty({
        '@type': 'Place',
        name: location.name,
        url: absolute(`/locations/${encodeURIComponent(location.slug)}`),
        image: pictureOf(location.photo, location.image_url, absolute),
        address: postalAddress(location),
        geo: geo(location),
        additionalProperty: placeProperties(location),
      }),
    ),
  });
}

/** `TouristAttraction` (a Place) with `geo`, and `aggregateRating` once it has reviews. */
export function locationJsonLd(location: LocationDetail, url: string, absolute: (path: string) => string): JsonLd {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': ['TouristAttraction', 'Place'],
    name: location.name,
    url,
    description: location.description ?? location.scene_description,
    image: pictureOf(location.photo, location.image_url, absolute),
    address: postalAddress(location),
    geo: geo(location),
    additionalProperty: placeProperties(location),
    subjectOf: withoutEmpty({
      '@type': 'Movie',
      name: location.movie.title,
      url: absolute(`/movies/${encodeURIComponent(location.movie.slug)}`),
      dateCreated: location.movie.year ? String(location.movie.year) : undefined,
    }),
    aggregateRating:
      location.review_count > 0 && location.rating_average != null
        ? {
            '@type': 'AggregateRating',
            ratingValue: location.rating_average,
            reviewCount: location.review_count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}

/** The home page: the site, with its search as a SearchAction. */
export function websiteJsonLd(name: string, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A list page: its movies in order. */
export function movieListJsonLd(movies: Movie[], absolute: (path: string) => string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: movies.map((movie, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(`/movies/${encodeURIComponent(movie.slug)}`),
      name: movie.title,
    })),
  };
}

/**
 * The picture a page shows: an uploaded photo (which the page shows instead of the URL field) as an
 * ImageObject with its size and credit, else the image URL. Image search and rich results read it;
 * the generated no-photo picture is an SVG they do not take, so it is left out.
 */
function pictureOf(
  photo: Photo | null | undefined,
  url: string | null,
  absolute: (path: string) => string,
): JsonLd | string | undefined {
  if (photo)
    return withoutEmpty({
      '@type': 'ImageObject',
      contentUrl: absolute(photo.src),
      url: absolute(photo.src),
      width: photo.width,
      height: photo.height,
      caption: photo.alt,
      creditText: photo.credit.author,
      creator: { '@type': 'Person', name: photo.credit.author },
      copyrightNotice: photo.credit.licence,
    });
  return url ? absolute(url) : undefined;
}

interface PlaceFields {
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
}

function postalAddress(place: PlaceFields): JsonLd | undefined {
  const address = withoutEmpty({
    '@type': 'PostalAddress',
    streetAddress: place.address,
    addressLocality: place.city,
    addressRegion: place.state,
    addressCountry: place.country,
  });
  return Object.keys(address).length > 1 ? address : undefined;
}

/**
 * How exact the place's `geo` is and whether the film was shot there (issue 34). schema.org has no
 * property for either, and `additionalProperty` (a PropertyValue per fact) is its way to name a
 * value it lacks on a Place: `propertyID` holds our stable code name, `value` the code (what
 * /api/locations/:slug says), `name` and `description` the words the page shows.
 */
function placeProperties(place: { precision: LocationPrecision; kind: LocationKind }): JsonLd[] {
  return [
    {
      '@type': 'PropertyValue',
      propertyID: 'precision',
      name: 'Location precision',
      value: place.precision,
      description: LOCATION_PRECISION_LABELS[place.precision],
    },
    {
      '@type': 'PropertyValue',
      propertyID: 'kind',
      name: 'Filming',
      value: place.kind,
      description: LOCATION_KIND_LABELS[place.kind],
    },
  ];
}

function geo(place: PlaceFields): JsonLd {
  return { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude };
}

/** Leaves out null, undefined and empty lists, so no property claims an empty value. */
function withoutEmpty(data: Record<string, unknown>): JsonLd {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value != null && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );
}
