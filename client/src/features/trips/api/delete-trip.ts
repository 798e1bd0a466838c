import { useMutation } from '@tanstack/react-query';
import { TRIPS_API } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** DELETE /api/trips/:id: the trip, its stops and its share link. */
export const deleteTrip = (tripId: string) => api.delete(TRIPS_API.trip(tripId));

export function useDeleteTrip() {
  const cache = useTripCache();
  return useMutation({ mutationFn: deleteTrip, onSuccess: (_none, tripId) => cache.forget(tripId) });
}
