import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type StopUpdateInput, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** PATCH /api/trips/:id/stops/:stopId: the stop's note and its own visit time (null clears either). */
export const updateStop = (tripId: string, stopId: string, input: StopUpdateInput) =>
  api.patch<TripDetail>(TRIPS_API.tripStop(tripId, stopId), input);

export function useUpdateStop(tripId: string) {
  const cache = useTripCache();
  return useMutation({
    mutationFn: ({ stopId, input }: { stopId: string; input: StopUpdateInput }) => updateStop(tripId, stopId, input),
    onSuccess: cache.store,
  });
}
