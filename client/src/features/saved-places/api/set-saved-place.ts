import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { TRIPS_API, type SavedPlace, type SavedPlaceInput } from '@contracts';
import { LIST_NAMES, failureMessage } from '../lib/lists';
import { confirmMark, markOptimistically, restoreMark } from '../lib/mark-cache';
import { savedPlaceKeys } from './saved-place-keys';

/** PUT /api/saved-places/:locationId: the place is then in this list (Been Here replaces Want to Go). */
export const setSavedPlace = (locationId: string, input: SavedPlaceInput) =>
  api.put<SavedPlace>(TRIPS_API.savedPlace(locationId), input);

/**
 * Puts a place in a list, showing it there at once; a refusal puts the old mark back and says why
 * in a toast. Changes of one place go to the server one after another, in the order made.
 */
export function useSetSavedPlace(userId: string | undefined, place: { id?: string; name: string }) {
  const queryClient = useQueryClient();
  const locationId = place.id ?? '';
  return useMutation({
    mutationKey: savedPlaceKeys.write(locationId),
    scope: { id: `saved-place:${locationId}` },
    mutationFn: (input: SavedPlaceInput) => setSavedPlace(locationId, input),
    onMutate: (input) =>
      markOptimistically(queryClient, userId ?? '', locationId, {
        kind: input.kind,
        visited_at: input.visited_at ?? null,
      }),
    onError: (error, input, snapshot) => {
      restoreMark(queryClient, userId ?? '', locationId, snapshot);
      toast.error(
        failureMessage(error, `${place.name} could not be saved to ${LIST_NAMES[input.kind]}. Please try again.`),
      );
    },
    onSuccess: (saved) =>
      confirmMark(queryClient, userId ?? '', locationId, { kind: saved.kind, visited_at: saved.visited_at }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPlaceKeys.list(userId ?? '') }),
  });
}
