import type { AdminMovieRow, AdminPageOf } from '@contracts/admin-catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLocationsKeys } from './keys';

/** The movie selector's matches: the admin movie search (title, director or year), A to Z. */
export const searchMovieOptions = (q: string, signal?: AbortSignal) =>
  api.get<AdminPageOf<AdminMovieRow>>('/admin/movies', { q, sort: 'title', order: 'asc' }, signal);

export const movieOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminLocationsKeys.movieOptions(q),
    queryFn: ({ signal }) => searchMovieOptions(q, signal),
    placeholderData: keepPreviousData,
  });

export const useMovieOptions = (q: string) => useQuery(movieOptionsQueryOptions(q));
