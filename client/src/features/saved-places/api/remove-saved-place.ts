import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { TRIPS_API } from '@contracts';
import { failureMessage } from '../lib/lists';
import { confirmMark, markOptimistically, restoreMark } from '../lib/mark-cache';
import { savedPlaceKeys } from './saved-place-keys';

/** DELETE /api/saved-places/:locationId: the place is then in neither list (204 whether or not it was). */
export const removeSavedPlace = (locationId: string) => api.delete(TRIPS_API.savedPlace(locationId));

/** Takes a place off its list at once; a refusal puts it back and says so in a toast. */
export function useRemoveSavedPlace(userId: string | undefined, place: { id?: string; name: string }) {
  const queryClient = useQueryClient();
  const locationId = place.id ?? '';
  return useMutation({
    mutationKey: savedPlaceKeys.write(locationId),
    scope: { id: `saved-place:${locationId}` },
    mutationFn: () => removeSavedPlace(locationId),
    onMutate: () => markOptimistically(queryClient, userId ?? '', locationId, null),
    onError: (error, _input, snapshot) => {
      restoreMark(queryClient, userId ?? '', locationId, snapshot);
      toast.error(failureMessage(error, `${place.name} could not be removed. Please try again.`));
    },
    onSuccess: () => confirmMark(queryClient, userId ?? '', locationId, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPlaceKeys.list(userId ?? '') }),
  });
}
