import { expect, type APIRequestContext } from '@playwright/test';

/** The public API shapes the movie/location/page specs read to know what the seeded data holds. */
export interface ApiMovie {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
  backdrop_url: string | null;
  genres: string[];
  imdb_id: string | null;
  created_at: string;
}

export interface ApiLocation {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  scene_description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  image_url: string | null;
  is_verified: boolean;
}

export type ApiMovieDetail = ApiMovie & { locations: ApiLocation[] };
export type ApiLocationDetail = ApiLocation & {
  movie: { id: string; title: string; slug: string; year: number | null; director: string | null };
  rating_average: number | null;
  review_count: number;
};

export const SITE_TITLE = 'ReelAtlas.com';

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The 50 newest movies, the same read the /movies page makes. */
export async function listMovies(request: APIRequestContext): Promise<ApiMovie[]> {
  const page = await getJson<{ items: ApiMovie[]; total: number }>(request, '/api/movies?limit=50');
  expect(page.items.length).toBeGreaterThanOrEqual(24);
  return page.items;
}

export const getMovie = (request: APIRequestContext, slug: string) =>
  getJson<ApiMovieDetail>(request, `/api/movies/${slug}`);

export const getLocation = (request: APIRequestContext, slug: string) =>
  getJson<ApiLocationDetail>(request, `/api/locations/${slug}`);

/** A seeded movie that has locations and (if `withImdb`) an imdb_id. */
export async function findMovieWithLocations(request: APIRequestContext, withImdb = true): Promise<ApiMovieDetail> {
  for (const movie of await listMovies(request)) {
    if (withImdb && !movie.imdb_id) continue;
    const detail = await getMovie(request, movie.slug);
    if (detail.locations.length >= 2) return detail;
  }
  throw new Error('The demo data has no movie with two or more locations');
}

/** The spec's filter (SPEC §2 movie list), to compute the expected cards for a query. */
export function matchesQuery(movie: ApiMovie, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [movie.title, movie.director, movie.description].some((field) => field?.toLowerCase().includes(needle));
}
