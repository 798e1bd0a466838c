import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import { useTripCache } from './trip-cache';

/** DELETE /api/trips/:id/share: the link stops working at once. */
export const unshareTrip = (tripId: string) => api.delete(TRIPS_API.tripShare(tripId));

export function useUnshareTrip(tripId: string) {
  const queryClient = useQueryClient();
  const cache = useTripCache();
  return useMutation({
    mutationFn: () => unshareTrip(tripId),
    onSuccess: () => {
      queryClient.setQueryData<TripDetail>(
        tripKeys.detail(cache.userId, tripId),
        (trip) => trip && { ...trip, share: null },
      );
      void cache.listChanged();
    },
  });
}
