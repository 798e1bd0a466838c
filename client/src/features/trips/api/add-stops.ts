import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type StopsAdded } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** POST /api/trips/:id/stops: places appended in order; those already in the trip are skipped. */
export const addStops = (tripId: string, locationIds: string[]) =>
  api.post<StopsAdded>(TRIPS_API.tripStops(tripId), { location_ids: locationIds });

export function useAddStops() {
  const cache = useTripCache();
  return useMutation({
    mutationFn: ({ tripId, locationIds }: { tripId: string; locationIds: string[] }) => addStops(tripId, locationIds),
    onSuccess: (result) => cache.store(result.trip),
  });
}
