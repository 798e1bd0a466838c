import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIPS_API, type TripDetail } from '@contracts';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import { useKeptTripWrite } from './kept-trip-edits';
import { useTripCache } from './trip-cache';

/** PUT /api/trips/:id/stops/order: every stop of the trip, once, in the new order. */
export const reorderStops = (tripId: string, stopIds: string[]) =>
  api.put<TripDetail>(TRIPS_API.tripStopOrder(tripId), { stop_ids: stopIds });

/**
 * The list shows the new order at once (legs and days follow with the server's answer); a refused
 * order puts the stops back where they were.
 */
export function useReorderStops(tripId: string) {
  const queryClient = useQueryClient();
  const cache = useTripCache();
  const key = tripKeys.detail(cache.userId, tripId);
  const write = useKeptTripWrite(tripId);
  return useMutation({
    mutationFn: (stopIds: string[]) => write({ kind: 'order', stopIds }),
    onMutate: async (stopIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TripDetail>(key);
      if (before) {
        const byId = new Map(before.stops.map((stop) => [stop.id, stop]));
        const stops = stopIds.flatMap((id, position) => {
          const stop = byId.get(id);
          return stop ? [{ ...stop, position }] : [];
        });
        queryClient.setQueryData<TripDetail>(key, { ...before, stops });
      }
      return { before };
    },
    onError: (_error, _ids, context) => context?.before && queryClient.setQueryData(key, context.before),
    onSuccess: cache.store,
  });
}
