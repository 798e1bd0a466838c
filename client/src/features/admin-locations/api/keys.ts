import { queryKeys } from '@/lib/query-keys';
import type { LocationCheckParams } from './check-location';
import type { LocationListParams } from './get-admin-locations';

const all = [...queryKeys.admin.all, 'locations'] as const;

/** Every admin-locations query key, built here only. */
export const adminLocationsKeys = {
  all,
  list: (params: LocationListParams) => [...all, 'list', params] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  check: (params: LocationCheckParams | null) => [...all, 'check', params] as const,
  /** The movie selector's matches and its preset movie (read through the admin movies endpoints). */
  movieOptions: (q: string) => [...all, 'movie-options', q] as const,
  movieOption: (id: string | undefined) => [...all, 'movie-option', id] as const,
  /** The public reads that show a location: its page, its movie's page, the lists. */
  published: [queryKeys.movies.all, queryKeys.locations.all],
};
