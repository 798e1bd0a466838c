import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/locations/:slug/nearby: the six closest other locations, nearest first. */
export interface NearbyLocation {
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  /** Great-circle distance, one decimal. */
  distance_km: number;
  movie: { title: string; slug: string; year: number | null };
}

export const getNearbyLocations = (slug: string, signal?: AbortSignal) =>
  api.get<NearbyLocation[]>(`/locations/${encodeURIComponent(slug)}/nearby`, undefined, signal);

export const nearbyLocationsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['locations', 'nearby', slug], queryFn: ({ signal }) => getNearbyLocations(slug, signal) });

export const useNearbyLocations = (slug: string) => useQuery(nearbyLocationsQueryOptions(slug));
