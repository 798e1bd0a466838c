import type { AdminMovie, AdminMovieRow, AdminPageOf, MovieInput, MovieSort } from '@contracts/admin-catalog';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MovieListParams {
  q?: string;
  sort: MovieSort;
  order: 'asc' | 'desc';
  page: number;
}

const KEY = ['admin', 'movies'] as const;

export const adminMoviesQueryOptions = (params: MovieListParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => api.get<AdminPageOf<AdminMovieRow>>('/admin/movies', { ...params }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const adminMovieQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => api.get<AdminMovie>(`/admin/movies/${id}`, undefined, signal),
    staleTime: 0,
  });

export const useAdminMovies = (params: MovieListParams) => useQuery(adminMoviesQueryOptions(params));
export const useAdminMovie = (id: string) => useQuery(adminMovieQueryOptions(id));

/** After any movie write: lists, the dashboard and the public pages read again. */
function useInvalidateMovies() {
  const queryClient = useQueryClient();
  return (exceptId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => !exceptId || !query.queryKey.includes(exceptId),
      }),
      queryClient.invalidateQueries({ queryKey: ['movies'] }),
    ]);
}

export function useSaveMovie() {
  const invalidate = useInvalidateMovies();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MovieInput }) =>
      id ? api.put<AdminMovie>(`/admin/movies/${id}`, input) : api.post<AdminMovie>('/admin/movies', input),
    onSuccess: async (movie) => {
      queryClient.setQueryData(adminMovieQueryOptions(movie.id).queryKey, movie);
      await invalidate();
    },
  });
}

export function useDeleteMovie() {
  const invalidate = useInvalidateMovies();
  // The deleted record's own query is left alone: its editor is leaving, and a refetch would 404.
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/movies/${id}`),
    onSuccess: (_result, id) => invalidate(id),
  });
}
