import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyLocation } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/locations/:slug/nearby: the six closest other locations, nearest first. */
export const getNearbyLocations = (slug: string, signal?: AbortSignal) =>
  api.get<NearbyLocation[]>(`/locations/${encodeURIComponent(slug)}/nearby`, undefined, signal);

export const nearbyLocationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.locations.nearby(slug),
    queryFn: ({ signal }) => getNearbyLocations(slug, signal),
  });

export const useNearbyLocations = (slug: string) => useQuery(nearbyLocationsQueryOptions(slug));
