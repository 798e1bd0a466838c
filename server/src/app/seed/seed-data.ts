import { readFile } from 'node:fs/promises';
import type { LocationKind, LocationPrecision } from '../../contracts/locations.js';

/** Shapes of the JSON files in ./data (real movies and places; texts in our own words). */
export interface SeedLocation {
  slug: string;
  name: string;
  description: string;
  scene_description: string;
  address: string;
  city: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
  is_verified: boolean;
  image_url?: string | null;
  /**
   * Set by hand (issue 34): a named building or spot is `exact`, a street, quay or square `street`,
   * a park, mountain, beach or neighbourhood `area`, a town `city`.
   */
  precision: LocationPrecision;
  kind: LocationKind;
  scene?: string | null;
  scene_time?: string | null;
}

export interface SeedMovie {
  slug: string;
  title: string;
  year: number;
  director: string;
  description: string;
  genres: string[];
  imdb_id: string | null;
  poster_url?: string | null;
  backdrop_url?: string | null;
  locations: SeedLocation[];
}

export interface SeedPage {
  slug: string;
  title: string;
  content: string;
  is_published: boolean;
}

export interface SeedSlider {
  name: string;
  code: string;
  slides: {
    title: string;
    subtitle?: string | null;
    image_url: string;
    button_text?: string | null;
    button_url?: string | null;
    order: number;
    active: boolean;
  }[];
}

export interface SeedData {
  movies: SeedMovie[];
  pages: SeedPage[];
  sliders: SeedSlider[];
}

async function readJson<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;
}

export async function loadSeedData(): Promise<SeedData> {
  const [movies, pages, sliders] = await Promise.all([
    readJson<SeedMovie[]>('movies.json'),
    readJson<SeedPage[]>('pages.json'),
    readJson<SeedSlider[]>('sliders.json'),
  ]);
  return { movies, pages, sliders };
}
