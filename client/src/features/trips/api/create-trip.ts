import { useMutation } from '@tanstack/react-query';
import { TRIPS_API, type CreateTripInput, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useTripCache } from './trip-cache';

/** POST /api/trips: a new trip, with its first places when given (Plan a Trip). */
export const createTrip = (input: CreateTripInput) => api.post<TripDetail>(TRIPS_API.trips, input);

export function useCreateTrip() {
  const cache = useTripCache();
  return useMutation({ mutationFn: createTrip, onSuccess: cache.store });
}
