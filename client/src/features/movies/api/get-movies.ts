import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Movie, Paginated } from '@contracts';

/** SPEC §7: newest first by created_at, a range of `limit` from `offset` (default 10). */
export const getMovies = ({ offset = 0, limit = 10 }: { offset?: number; limit?: number } = {}) =>
  api.get<Paginated<Movie>>('/movies', { offset, limit });

export const moviesQueryOptions = (params: { offset?: number; limit?: number } = {}) =>
  queryOptions({ queryKey: queryKeys.movies.list(params), queryFn: () => getMovies(params) });

export const useMovies = (params: { offset?: number; limit?: number } = {}) => useQuery(moviesQueryOptions(params));
