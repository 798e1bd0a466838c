import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail, type TripUpdateInput } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** PATCH /api/trips/:id: the name, the day budget, the visit time or Best Order's start. */
export const updateTrip = (tripId: string, input: TripUpdateInput) =>
  api.patch<TripDetail>(TRIPS_API.trip(tripId), input);

export function useUpdateTrip() {
  const cache = useTripCache();
  return useMutation({
    mutationFn: ({ tripId, input }: { tripId: string; input: TripUpdateInput }) => updateTrip(tripId, input),
    onSuccess: cache.store,
  });
}
