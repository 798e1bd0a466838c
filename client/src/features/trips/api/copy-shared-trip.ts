import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** POST /api/shared-trips/:token/copy: the shared trip as a new trip of the signed-in user. */
export const copySharedTrip = (token: string) => api.post<TripDetail>(TRIPS_API.sharedTripCopy(token));

export function useCopySharedTrip() {
  const cache = useTripCache();
  return useMutation({ mutationFn: copySharedTrip, onSuccess: cache.store });
}
