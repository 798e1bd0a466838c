import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { locationPath, type LocationDetail } from '@contracts';

/** SPEC §7: the location by slug with its movie joined; 404 → ApiError (see isNotFound). */
export const getLocation = (slug: string, signal?: AbortSignal) =>
  api.get<LocationDetail>(locationPath(slug), undefined, signal);

export const locationQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.locations.detail(slug), queryFn: ({ signal }) => getLocation(slug, signal) });

export const useLocationDetail = (slug: string) => useQuery(locationQueryOptions(slug));
