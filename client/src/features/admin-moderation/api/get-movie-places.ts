import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/movies/:slug, read for its places (the places a suggestion may be merged into), under
 * the movie page's own key: one answer in the cache for both, and an accepted place refreshes both.
 */
export const moviePlacesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.movies.detail(slug),
    queryFn: ({ signal }) => api.get<MovieDetail>(`/movies/${encodeURIComponent(slug)}`, undefined, signal),
  });

export const useMoviePlaces = (slug: string) => useQuery(moviePlacesQueryOptions(slug));
