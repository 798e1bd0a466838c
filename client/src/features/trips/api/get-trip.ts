import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { tripKeys } from './trip-keys';

/** GET /api/trips/:id: one of the user's trips with its legs, days, directions and notices. */
export const getTrip = (tripId: string, signal?: AbortSignal) =>
  api.get<TripDetail>(TRIPS_API.trip(tripId), undefined, signal);

export const tripQueryOptions = (userId: string, tripId: string) =>
  queryOptions({ queryKey: tripKeys.detail(userId, tripId), queryFn: ({ signal }) => getTrip(tripId, signal) });

export function useTrip(tripId: string) {
  const userId = useAuth().user?.id;
  return useQuery({ ...tripQueryOptions(userId ?? '', tripId), enabled: Boolean(userId) });
}
