import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** DELETE /api/trips/:id/removed-stops: the owner has read that stops went with their places. */
export const dismissRemovedStops = (tripId: string) => api.delete<TripDetail>(TRIPS_API.tripRemovedStops(tripId));

export function useDismissRemovedStops(tripId: string) {
  const cache = useTripCache();
  return useMutation({ mutationFn: () => dismissRemovedStops(tripId), onSuccess: cache.store });
}
