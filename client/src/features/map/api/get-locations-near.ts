import type { NearbyLocation } from '@contracts';
import { api } from '@/lib/api-client';

/** GET /api/locations/near: the closest locations to a position, nearest first. */
export const NEAR_ME_COUNT = 8;

export const getLocationsNear = (latitude: number, longitude: number, signal?: AbortSignal) =>
  api.get<NearbyLocation[]>('/locations/near', { lat: latitude, lon: longitude, limit: NEAR_ME_COUNT }, signal);
