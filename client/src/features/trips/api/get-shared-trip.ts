import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIPS_API, type SharedTrip } from '@contracts';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';

/** GET /api/shared-trips/:token: the trip behind a share link, read-only (public). */
export const getSharedTrip = (token: string, signal?: AbortSignal) =>
  api.get<SharedTrip>(TRIPS_API.sharedTrip(token), undefined, signal);

export const sharedTripQueryOptions = (token: string) =>
  queryOptions({
    queryKey: tripKeys.shared(token),
    queryFn: ({ signal }) => getSharedTrip(token, signal),
    // A revoked link stops working at once: read again whenever the page opens.
    staleTime: 0,
  });

export const useSharedTrip = (token: string) => useQuery(sharedTripQueryOptions(token));
