import type {
  AdminLocation,
  AdminLocationRow,
  AdminMovie,
  AdminMovieRow,
  AdminPageOf,
  LocationCheck,
  LocationInput,
} from '@contracts/admin-catalog';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LocationListParams {
  q?: string;
  movie_id?: string;
  country?: string;
  verified?: 'true' | 'false';
  page: number;
}

const KEY = ['admin', 'locations'] as const;

export const adminLocationsQueryOptions = (params: LocationListParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminPageOf<AdminLocationRow> & { countries: string[] }>('/admin/locations', { ...params }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const adminLocationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => api.get<AdminLocation>(`/admin/locations/${id}`, undefined, signal),
    staleTime: 0,
  });

export const useAdminLocations = (params: LocationListParams) => useQuery(adminLocationsQueryOptions(params));
export const useAdminLocation = (id: string) => useQuery(adminLocationQueryOptions(id));

/** Warnings about a point (outside its country, next to another location of the movie); never blocks a save. */
export function useLocationCheck(
  params: { lat: number; lng: number; country?: string; movie_id?: string; exclude_id?: string } | null,
) {
  return useQuery({
    queryKey: [...KEY, 'check', params],
    queryFn: ({ signal }) => api.get<LocationCheck>('/admin/locations/check', { ...params }, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateLocations() {
  const queryClient = useQueryClient();
  return (exceptId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => !exceptId || !query.queryKey.includes(exceptId),
      }),
      queryClient.invalidateQueries({ queryKey: ['movies'] }),
      queryClient.invalidateQueries({ queryKey: ['locations'] }),
      queryClient.invalidateQueries({ queryKey: ['map', 'locations'] }),
    ]);
}

export function useSaveLocation() {
  const invalidate = useInvalidateLocations();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LocationInput }) =>
      id ? api.put<AdminLocation>(`/admin/locations/${id}`, input) : api.post<AdminLocation>('/admin/locations', input),
    onSuccess: async (location) => {
      queryClient.setQueryData(adminLocationQueryOptions(location.id).queryKey, location);
      await invalidate();
    },
  });
}

export function useDeleteLocation() {
  const invalidate = useInvalidateLocations();
  // The deleted record's own query is left alone: its editor is leaving, and a refetch would 404.
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/locations/${id}`),
    onSuccess: (_result, id) => invalidate(id),
  });
}

/** The movie selector's matches: the admin movie search, by title. */
export function useMovieOptions(q: string) {
  return useQuery({
    queryKey: ['admin', 'movies', 'options', q],
    queryFn: ({ signal }) =>
      api.get<AdminPageOf<AdminMovieRow>>('/admin/movies', { q, sort: 'title', order: 'asc' }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One movie's title and year, for a selector preset from ?movie= (Add location on a movie). */
export function useMovieOption(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'movies', 'option', id],
    queryFn: ({ signal }) => api.get<AdminMovie>(`/admin/movies/${id}`, undefined, signal),
    enabled: Boolean(id),
    select: (movie) => ({ id: movie.id, title: movie.title, year: movie.year }),
  });
}
