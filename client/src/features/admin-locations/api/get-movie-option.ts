import type { AdminMovie } from '@contracts/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLocationsKeys } from './keys';

export interface MovieOption {
  id: string;
  title: string;
  year: number | null;
}

export const getMovieOption = (id: string, signal?: AbortSignal) =>
  api.get<AdminMovie>(`/admin/movies/${id}`, undefined, signal);

/** One movie's title and year, for a selector preset from ?movie= (Add location on a movie). */
export const movieOptionQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: adminLocationsKeys.movieOption(id),
    queryFn: ({ signal }) => getMovieOption(id!, signal),
    enabled: Boolean(id),
    select: (movie): MovieOption => ({ id: movie.id, title: movie.title, year: movie.year }),
  });

export const useMovieOption = (id: string | undefined) => useQuery(movieOptionQueryOptions(id));
