import type { MapPayload } from '@contracts';

/** What a popup shows for one location (SPEC §2 Map). */
export interface MapLocation {
  index: number;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  movie: { slug: string; title: string; year: number | null };
}

export class MapData {
  readonly count: number;
  private haystacks?: string[];

  constructor(readonly payload: MapPayload) {
    this.count = payload.locations.slug.length;
  }

  location(index: number): MapLocation {
    const { locations: l, movies: m, countries } = this.payload;
    const movie = l.movie[index];
    return {
      index,
      slug: l.slug[index],
      name: l.name[index],
      city: l.city[index],
      country: l.country[index] >= 0 ? countries[l.country[index]] : null,
      latitude: l.lat[index],
      longitude: l.lon[index],
      movie: { slug: m.slug[movie], title: m.title[movie], year: m.year[movie] },
    };
  }

  movieIndex(slug: string): number {
    return this.payload.movies.slug.indexOf(slug);
  }

  /**
   * SPEC §2 Map search: the query is split into words and every word must appear in the location
   * name, city, country or movie title — compared without case or accents ("mexico" finds "México").
   * Fields are joined with a separator no word can contain, so a word never spans two fields.
   */
  filter(query: string, movieSlug: string): number[] {
    const words = normalize(query).split(/\s+/).filter(Boolean);
    const movie = movieSlug ? this.movieIndex(movieSlug) : -1;
    if (movieSlug && movie < 0) return [];
    const haystacks = words.length ? this.searchTexts() : [];
    const movies = this.payload.locations.movie;
    const matches: number[] = [];
    for (let i = 0; i < this.count; i++) {
      if (movie >= 0 && movies[i] !== movie) continue;
      if (words.length && !words.every((word) => haystacks[i].includes(word))) continue;
      matches.push(i);
    }
    return matches;
  }

  /** Normalised once, on the first search: ~100 ms at 100,000 locations, then every keystroke is cheap. */
  private searchTexts(): string[] {
    if (!this.haystacks) {
      const { locations: l, movies: m, countries } = this.payload;
      const titles = m.title.map(normalize);
      const countryNames = countries.map(normalize);
      this.haystacks = l.name.map((name, i) =>
        [
          normalize(name),
          normalize(l.city[i] ?? ''),
          l.country[i] >= 0 ? countryNames[l.country[i]] : '',
          titles[l.movie[i]],
        ].join('\u0000'),
      );
    }
    return this.haystacks;
  }
}

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** SPEC §2/§9: the midpoint of the filtered locations' bounds at zoom 2; none → 0,0 at zoom 1. */
export function initialView(data: MapData, indices: number[]): { longitude: number; latitude: number; zoom: number } {
  if (indices.length === 0) return { longitude: 0, latitude: 0, zoom: 1 };
  const { lat, lon } = data.payload.locations;
  let [minLat, maxLat, minLon, maxLon] = [90, -90, 180, -180];
  for (const i of indices) {
    minLat = Math.min(minLat, lat[i]);
    maxLat = Math.max(maxLat, lat[i]);
    minLon = Math.min(minLon, lon[i]);
    maxLon = Math.max(maxLon, lon[i]);
  }
  return { longitude: (minLon + maxLon) / 2, latitude: (minLat + maxLat) / 2, zoom: 2 };
}
