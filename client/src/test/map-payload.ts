import {
  LOCATION_KINDS,
  LOCATION_PRECISIONS,
  type LocationKind,
  type LocationPrecision,
  type MapPayload,
} from '@contracts';

export interface Row {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  lat: number;
  lon: number;
  movie: { slug: string; title: string; year: number | null };
  precision?: LocationPrecision;
  kind?: LocationKind;
}

/** Builds the column payload of GET /api/map/locations from readable rows. */
export function payloadOf(rows: Row[]): MapPayload {
  const movies: MapPayload['movies'] = { slug: [], title: [], year: [] };
  const countries: string[] = [];
  const locations: MapPayload['locations'] = {
    slug: [],
    name: [],
    city: [],
    country: [],
    lat: [],
    lon: [],
    movie: [],
    precision: [],
    kind: [],
  };
  for (const row of rows) {
    let movie = movies.slug.indexOf(row.movie.slug);
    if (movie < 0) {
      movie = movies.slug.push(row.movie.slug) - 1;
      movies.title.push(row.movie.title);
      movies.year.push(row.movie.year);
    }
    let country = row.country === null ? -1 : countries.indexOf(row.country);
    if (row.country !== null && country < 0) country = countries.push(row.country) - 1;
    locations.slug.push(row.slug);
    locations.name.push(row.name);
    locations.city.push(row.city);
    locations.country.push(country);
    locations.lat.push(row.lat);
    locations.lon.push(row.lon);
    locations.movie.push(movie);
    locations.precision.push(LOCATION_PRECISIONS.indexOf(row.precision ?? 'exact'));
    locations.kind.push(LOCATION_KINDS.indexOf(row.kind ?? 'filmed_here'));
  }
  return { movies, countries, locations };
}

export const rocky = { slug: 'rocky-1976', title: 'Rocky', year: 1976 };
export const amelie = { slug: 'amelie-2001', title: 'Amélie', year: 2001 };

/** The map tests' small catalogue: two of Rocky's places in Philadelphia, and one of Amélie's in Paris. */
export const sampleRows: Row[] = [
  {
    slug: 'art-museum',
    name: 'Art Museum Steps',
    city: 'Philadelphia',
    country: 'United States',
    lat: 39.97,
    lon: -75.18,
    movie: rocky,
  },
  {
    slug: 'italian-market',
    name: 'Italian Market',
    city: 'Philadelphia',
    country: 'United States',
    lat: 39.94,
    lon: -75.16,
    movie: rocky,
  },
  {
    slug: 'cafe',
    name: 'Café des 2 Moulins',
    city: 'Paris',
    country: 'France',
    lat: 48.88,
    lon: 2.33,
    movie: amelie,
    precision: 'street',
    kind: 'set_here_filmed_elsewhere',
  },
];
