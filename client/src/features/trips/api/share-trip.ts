import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail, type TripShare } from '@contracts';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import { useTripCache } from './trip-cache';

/** POST /api/trips/:id/share: a new read-only link (an earlier one stops working). */
export const shareTrip = (tripId: string) => api.post<TripShare>(TRIPS_API.tripShare(tripId));

export function useShareTrip(tripId: string) {
  const queryClient = useQueryClient();
  const cache = useTripCache();
  return useMutation({
    mutationFn: () => shareTrip(tripId),
    onSuccess: (share) => {
      queryClient.setQueryData<TripDetail>(tripKeys.detail(cache.userId, tripId), (trip) => trip && { ...trip, share });
      void cache.listChanged();
    },
  });
}
