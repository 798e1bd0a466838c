import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LocationDetail } from './types';

/** SPEC §7: the location by slug with its movie joined; 404 → ApiError (see isNotFound). */
export const getLocation = (slug: string, signal?: AbortSignal) =>
  api.get<LocationDetail>(`/locations/${encodeURIComponent(slug)}`, undefined, signal);

export const locationQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['locations', 'detail', slug], queryFn: ({ signal }) => getLocation(slug, signal) });

export const useLocationDetail = (slug: string) => useQuery(locationQueryOptions(slug));
