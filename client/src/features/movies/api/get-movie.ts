import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { moviePath, type MovieDetail } from '@contracts';

/** SPEC §2/§7: the movie with its locations ordered by name; 404 → ApiError (see isNotFound). */
export const getMovie = (slug: string, signal?: AbortSignal) =>
  api.get<MovieDetail>(moviePath(slug), undefined, signal);

export const movieQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.movies.detail(slug), queryFn: ({ signal }) => getMovie(slug, signal) });

export const useMovie = (slug: string) => useQuery(movieQueryOptions(slug));
