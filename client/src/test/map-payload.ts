import type { MapPayload } from '@contracts';

export interface Row {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  lat: number;
  lon: number;
  movie: { slug: string; title: string; year: number | null };
}

/** Builds the column payload of GET /api/map/locations from readable rows. */
export function payloadOf(rows: Row[]): MapPayload {
  const movies: MapPayload['movies'] = { slug: [], title: [], year: [] };
  const countries: string[] = [];
  const locations: MapPayload['locations'] = { slug: [], name: [], city: [], country: [], lat: [], lon: [], movie: [] };
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
  }
  return { movies, countries, locations };
}
