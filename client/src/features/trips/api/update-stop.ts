import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type StopUpdateInput, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useKeptTripWrite } from './kept-trip-edits';
import { useTripCache } from './trip-cache';

/** PATCH /api/trips/:id/stops/:stopId: the stop's note and its own visit time (null clears either). */
export const updateStop = (tripId: string, stopId: string, input: StopUpdateInput) =>
  api.patch<TripDetail>(TRIPS_API.tripStop(tripId, stopId), input);

export function useUpdateStop(tripId: string) {
  const cache = useTripCache();
  const write = useKeptTripWrite(tripId);
  return useMutation({
    mutationFn: ({ stopId, input }: { stopId: string; input: StopUpdateInput }) =>
      write({ kind: 'note', stopId, input }),
    onSuccess: cache.store,
  });
}
