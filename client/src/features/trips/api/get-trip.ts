import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { withPendingEdits } from './kept-trip-edits';
import { tripKeys } from './trip-keys';

/** GET /api/trips/:id: one of the user's trips with its legs, days, directions and notices. */
export const getTrip = (tripId: string, signal?: AbortSignal) =>
  api.get<TripDetail>(TRIPS_API.trip(tripId), undefined, signal);

/** The trip with the user's edits kept offline applied (they show until sent: kept-trip-edits.ts). */
export const tripQueryOptions = (userId: string, tripId: string) =>
  queryOptions({
    queryKey: tripKeys.detail(userId, tripId),
    queryFn: async ({ signal }) => withPendingEdits(userId, await getTrip(tripId, signal)),
  });

export function useTrip(tripId: string) {
  const userId = useAuth().user?.id;
  return useQuery({ ...tripQueryOptions(userId ?? '', tripId), enabled: Boolean(userId) });
}
