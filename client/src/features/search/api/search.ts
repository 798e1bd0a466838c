import { api } from '@/lib/api-client';

/** GET /api/search: `highlight` fields are escaped HTML with matches wrapped in <mark>. */
export type SearchTab = 'all' | 'movies' | 'locations';

export interface SearchParams {
  q: string;
  tab: SearchTab;
  year?: number;
  country?: string;
  limit?: number;
  offset?: number;
}

export interface MovieSearchHit {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  poster_url: string | null;
  highlight: { title: string; director: string; description: string };
}

export interface LocationSearchHit {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  image_url: string | null;
  movie: { id: string; slug: string; title: string; year: number | null };
  highlight: { name: string; city: string; country: string; movie_title: string; description: string };
}

export interface SearchResponse {
  movies: { hits: MovieSearchHit[]; total: number };
  locations: { hits: LocationSearchHit[]; total: number };
}

export function searchCatalog(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/search', { ...params }, signal);
}
