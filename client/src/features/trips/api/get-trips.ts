import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIPS_API, type TripSummary } from '@contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { tripKeys } from './trip-keys';

/** GET /api/trips: the signed-in user's trips, last changed first. */
export const getTrips = (signal?: AbortSignal) => api.get<TripSummary[]>(TRIPS_API.trips, undefined, signal);

export const tripsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tripKeys.list(userId), queryFn: ({ signal }) => getTrips(signal) });

/** The list, once someone is signed in (nothing is asked for before). */
export function useTrips() {
  const userId = useAuth().user?.id;
  return useQuery({ ...tripsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
