import { LOCATION_KINDS, LOCATION_PRECISIONS } from '../contracts/locations.js';
import type { MapPayload } from '../contracts/map.js';
import type { MapLocationRow, MapMovieRow } from './map-locations.repository.js';

export type { MapPayload };

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

export function buildMapPayload(locations: MapLocationRow[], movies: MapMovieRow[]): MapPayload {
  const movieIndex = new Map(movies.map((movie, index) => [movie.id, index]));
  const countryIndex = new Map<string, number>();
  const payload: MapPayload = {
    movies: { slug: movies.map((m) => m.slug), title: movies.map((m) => m.title), year: movies.map((m) => m.year) },
    countries: [],
    locations: { slug: [], name: [], city: [], country: [], lat: [], lon: [], movie: [], precision: [], kind: [] },
  };
  const columns = payload.locations;
  for (const location of locations) {
    columns.slug.push(location.slug);
    columns.name.push(location.name);
    columns.city.push(location.city);
    columns.country.push(indexOf(countryIndex, payload.countries, location.country));
    columns.lat.push(round5(location.latitude));
    columns.lon.push(round5(location.longitude));
    columns.movie.push(movieIndex.get(location.movie_id)!);
    columns.precision.push(LOCATION_PRECISIONS.indexOf(location.precision));
    columns.kind.push(LOCATION_KINDS.indexOf(location.kind));
  }
  return payload;
}

function indexOf(index: Map<string, number>, table: string[], value: string | null): number {
  if (!value) return -1;
  let position = index.get(value);
  if (position === undefined) {
    position = table.push(value) - 1;
    index.set(value, position);
  }
  return position;
}
