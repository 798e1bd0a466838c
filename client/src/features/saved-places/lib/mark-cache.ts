import type { QueryClient } from '@tanstack/react-query';
import type { SavedPlaceList, SavedPlaceState } from '@contracts';
import { savedPlaceKeys } from '../api/saved-place-keys';

/** What the cache held before an optimistic change, to put back if the server refuses it. */
export interface MarkSnapshot {
  state: SavedPlaceState | null | undefined;
  list: SavedPlaceList | undefined;
}

/** The lists with the place's new mark (gone from both when unmarked); the counts come with the refetch. */
const withMark = (list: SavedPlaceList, locationId: string, mark: SavedPlaceState | null): SavedPlaceList => ({
  ...list,
  items: list.items.flatMap((item) => (item.location_id !== locationId ? [item] : mark ? [{ ...item, ...mark }] : [])),
});

/** Shows the new mark at once (the toggle and My Places), before the server has answered. */
export async function markOptimistically(
  queryClient: QueryClient,
  userId: string,
  locationId: string,
  mark: SavedPlaceState | null,
): Promise<MarkSnapshot> {
  const stateKey = savedPlaceKeys.state(userId, locationId);
  const listKey = savedPlaceKeys.list(userId);
  // A read still on its way would otherwise overwrite the new mark with the old one.
  await Promise.all([
    queryClient.cancelQueries({ queryKey: stateKey }),
    queryClient.cancelQueries({ queryKey: listKey }),
  ]);
  const snapshot = {
    state: queryClient.getQueryData<SavedPlaceState | null>(stateKey),
    list: queryClient.getQueryData<SavedPlaceList>(listKey),
  };
  queryClient.setQueryData(stateKey, mark);
  if (snapshot.list) queryClient.setQueryData(listKey, withMark(snapshot.list, locationId, mark));
  return snapshot;
}

/**
 * After a refused change: the snapshot goes back, unless a later change of the same place is on its
 * way (its own optimistic mark stands; the place is read again so nothing wrong stays).
 */
export function restoreMark(queryClient: QueryClient, userId: string, locationId: string, snapshot?: MarkSnapshot) {
  const stateKey = savedPlaceKeys.state(userId, locationId);
  if (laterWrites(queryClient, locationId)) {
    void queryClient.invalidateQueries({ queryKey: stateKey });
    return;
  }
  if (!snapshot) return;
  queryClient.setQueryData(stateKey, snapshot.state);
  if (snapshot.list) queryClient.setQueryData(savedPlaceKeys.list(userId), snapshot.list);
}

/** The server's answer becomes the mark, unless a later change is on its way (its mark is the newer). */
export function confirmMark(
  queryClient: QueryClient,
  userId: string,
  locationId: string,
  mark: SavedPlaceState | null,
) {
  if (!laterWrites(queryClient, locationId)) queryClient.setQueryData(savedPlaceKeys.state(userId, locationId), mark);
}

/** More than the change now finishing (which still counts as pending) is waiting for this place. */
const laterWrites = (queryClient: QueryClient, locationId: string) =>
  queryClient.isMutating({ mutationKey: savedPlaceKeys.write(locationId) }) > 1;
