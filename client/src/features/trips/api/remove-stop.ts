import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useKeptTripWrite } from './kept-trip-edits';
import { useTripCache } from './trip-cache';

/** DELETE /api/trips/:id/stops/:stopId: the trip without the stop. */
export const removeStop = (tripId: string, stopId: string) =>
  api.delete<TripDetail>(TRIPS_API.tripStop(tripId, stopId));

export function useRemoveStop(tripId: string) {
  const cache = useTripCache();
  const write = useKeptTripWrite(tripId);
  return useMutation({ mutationFn: (stopId: string) => write({ kind: 'remove', stopId }), onSuccess: cache.store });
}
