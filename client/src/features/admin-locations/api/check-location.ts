import type { LocationCheck } from '@contracts/admin-catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLocationsKeys } from './keys';

export interface LocationCheckParams {
  lat: number;
  lng: number;
  country?: string;
  movie_id?: string;
  exclude_id?: string;
}

export const checkLocation = (params: LocationCheckParams, signal?: AbortSignal) =>
  api.get<LocationCheck>('/admin/locations/check', { ...params }, signal);

/** Warnings about a point (outside its country, next to another location of the movie); never blocks a save. */
export const locationCheckQueryOptions = (params: LocationCheckParams | null) =>
  queryOptions({
    queryKey: adminLocationsKeys.check(params),
    queryFn: ({ signal }) => checkLocation(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

export const useLocationCheck = (params: LocationCheckParams | null) => useQuery(locationCheckQueryOptions(params));
