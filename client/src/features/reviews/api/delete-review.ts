import { useMutation } from '@tanstack/react-query';
import type { OwnReview } from '@contracts';
import { api } from '@/lib/api-client';
import { useLocationReviewsCache, useOwnReviewsCache } from './review-cache';

/** DELETE /api/reviews/:id: the author's own review only. */
export const deleteReview = (id: string) => api.delete(`/reviews/${id}`);

/** On the place: the review leaves whichever loaded page holds it, and the user has none there any more. */
export function useDeleteReview(locationId: string, userId: string | undefined) {
  const cache = useLocationReviewsCache(locationId, userId);
  return useMutation({
    mutationFn: (id: string) => deleteReview(id),
    onSuccess: (_void, id) => {
      cache.editPages((items) => items.filter((item) => item.id !== id), -1);
      cache.setMine(null);
    },
    onSettled: () => cache.locationChanged(),
  });
}

/** From the user's own list (/account). */
export function useDeleteOwnReview(userId: string) {
  const cache = useOwnReviewsCache(userId);
  return useMutation({
    mutationFn: (review: OwnReview) => deleteReview(review.id),
    onSuccess: (_void, deleted) => cache.editList((list) => list.filter((review) => review.id !== deleted.id)),
    onSettled: (_void, _error, review) => cache.placeChanged(review),
  });
}
