import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import type { PlaceRef } from '@/lib/place-actions';
import type { SavedPlaceKind } from '@contracts';
import { useSavedPlaceState } from '../api/get-saved-place-states';
import { useRemoveSavedPlace } from '../api/remove-saved-place';
import { savedPlaceKeys } from '../api/saved-place-keys';
import { useSetSavedPlace } from '../api/set-saved-place';

/** Looks a place's id up by its slug, for screens that know only the slug (the map's data has no ids). */
export type ResolvePlaceId = (slug: string) => Promise<string>;

/** The place's id: given, or looked up once with `resolve`; undefined until known. */
export function usePlaceId(place: PlaceRef, resolve?: ResolvePlaceId): string | undefined {
  const lookup = useQuery({
    queryKey: savedPlaceKeys.placeId(place.slug),
    queryFn: () => resolve!(place.slug),
    enabled: !place.id && Boolean(resolve),
    staleTime: Infinity,
  });
  return place.id ?? lookup.data;
}

/** A place's mark for the signed-in user, and the two ways to change it (both optimistic). */
export function useSavedPlace(place: { id?: string; name: string }) {
  const { user, isLoading } = useAuth();
  const state = useSavedPlaceState(user?.id, place.id);
  const set = useSetSavedPlace(user?.id, place);
  const remove = useRemoveSavedPlace(user?.id, place);
  return {
    userId: user?.id,
    authLoading: isLoading,
    mark: state.data ?? null,
    save: (kind: SavedPlaceKind, visitedAt: string | null = null) =>
      set.mutate(kind === 'been' ? { kind, visited_at: visitedAt } : { kind }),
    remove: () => remove.mutate(),
  };
}
