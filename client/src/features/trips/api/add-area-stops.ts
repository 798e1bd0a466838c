import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type AddAreaStopsInput, type AreaStopsAdded } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** POST /api/trips/:id/stops/area: the places inside a box on the map, nearest its centre first. */
export const addAreaStops = (tripId: string, box: AddAreaStopsInput) =>
  api.post<AreaStopsAdded>(TRIPS_API.tripAreaStops(tripId), box);

export function useAddAreaStops(tripId: string) {
  const cache = useTripCache();
  return useMutation({
    mutationFn: (box: AddAreaStopsInput) => addAreaStops(tripId, box),
    onSuccess: (result) => cache.store(result.trip),
  });
}
