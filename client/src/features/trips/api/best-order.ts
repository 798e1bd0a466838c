import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type BestOrderInput, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** POST /api/trips/:id/best-order: the stops in the order of the shortest walk, saved. */
export const bestOrder = (tripId: string, input: BestOrderInput) =>
  api.post<TripDetail>(TRIPS_API.tripBestOrder(tripId), input);

export function useBestOrder(tripId: string) {
  const cache = useTripCache();
  return useMutation({ mutationFn: (input: BestOrderInput) => bestOrder(tripId, input), onSuccess: cache.store });
}
