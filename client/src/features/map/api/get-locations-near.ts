import { api } from '@/lib/api-client';

/** GET /api/locations/near: the closest locations to a position, nearest first. */
export interface NearLocation {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  distance_km: number;
  movie: { title: string; slug: string; year: number | null };
}

export const NEAR_ME_COUNT = 8;

export const getLocationsNear = (latitude: number, longitude: number, signal?: AbortSignal) =>
  api.get<NearLocation[]>('/locations/near', { lat: latitude, lon: longitude, limit: NEAR_ME_COUNT }, signal);
