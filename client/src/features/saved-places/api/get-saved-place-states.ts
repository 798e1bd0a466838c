import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SAVED_PLACE_STATE_IDS_MAX, TRIPS_API, type SavedPlaceState, type SavedPlaceStates } from '@contracts';
import { createBatchLoader } from '../lib/batch-loader';
import { savedPlaceKeys } from './saved-place-keys';

/** GET /api/saved-places/states: the signed-in user's mark of each place asked for (null: none). */
export const getSavedPlaceStates = (locationIds: string[]) =>
  api.get<SavedPlaceStates>(TRIPS_API.savedPlaceStates, { location_ids: locationIds.join(',') });

/** Every toggle asks for its own place; those asked for together (a list's) go in one request. */
const loadState = createBatchLoader<SavedPlaceState | null>(async (ids) => (await getSavedPlaceStates(ids)).states, {
  max: SAVED_PLACE_STATE_IDS_MAX,
  missing: null,
});

export const savedPlaceStateQueryOptions = (userId: string, locationId: string) =>
  queryOptions({
    queryKey: savedPlaceKeys.state(userId, locationId),
    queryFn: () => loadState(locationId),
    // Marks change only through this tab's own writes, which update the cache themselves.
    staleTime: 60_000,
  });

/** The user's mark of one place; idle (no request) while signed out or the id is not known yet. */
export function useSavedPlaceState(userId: string | undefined, locationId: string | undefined) {
  return useQuery({
    ...savedPlaceStateQueryOptions(userId ?? '', locationId ?? ''),
    enabled: Boolean(userId && locationId),
  });
}
