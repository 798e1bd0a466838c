import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail, type TripUpdateInput } from '@contracts';
import { api } from '@/lib/api-client';
import { useKeptTripWrites } from './kept-trip-edits';
import { useTripCache } from './trip-cache';

/** PATCH /api/trips/:id: the name, the day budget, the visit time or Best Order's start. */
export const updateTrip = (tripId: string, input: TripUpdateInput) =>
  api.patch<TripDetail>(TRIPS_API.trip(tripId), input);

export function useUpdateTrip() {
  const cache = useTripCache();
  const write = useKeptTripWrites();
  return useMutation({
    mutationFn: ({ tripId, input }: { tripId: string; input: TripUpdateInput }) =>
      write(tripId, { kind: 'trip', input }),
    onSuccess: cache.store,
  });
}
