import { useQueryClient } from '@tanstack/react-query';
import type { TripDetail } from '@contracts';
import { useAuth } from '@/lib/auth/auth-context';
import { tripKeys } from './trip-keys';

/**
 * Every trip write answers with the trip as it now stands: it replaces the cached trip (no second
 * read), and the list (stop counts, cities, last changed) is read again when next shown.
 */
export function useTripCache() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return {
    userId,
    store: (trip: TripDetail) => {
      queryClient.setQueryData(tripKeys.detail(userId, trip.id), trip);
      void queryClient.invalidateQueries({ queryKey: tripKeys.list(userId) });
    },
    forget: (tripId: string) => {
      queryClient.removeQueries({ queryKey: tripKeys.detail(userId, tripId) });
      void queryClient.invalidateQueries({ queryKey: tripKeys.list(userId) });
    },
    listChanged: () => queryClient.invalidateQueries({ queryKey: tripKeys.list(userId) }),
  };
}
