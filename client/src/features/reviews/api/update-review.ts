import { useMutation } from '@tanstack/react-query';
import type { OwnReview, Review } from '@contracts';
import { api } from '@/lib/api-client';
import { useLocationReviewsCache, useOwnReviewsCache } from './review-cache';
import type { ReviewValues } from './review-schema';

/** PATCH /api/reviews/:id: the author's own review only (the server checks it on the locked row). */
export const updateReview = (id: string, values: ReviewValues) => api.patch<Review>(`/reviews/${id}`, values);

/** On the place: the edited review replaces its entry in place. */
export function useUpdateReview(locationId: string, userId: string | undefined) {
  const cache = useLocationReviewsCache(locationId, userId);
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewValues }) => updateReview(id, values),
    onSuccess: (review) => {
      cache.editPages((items) => items.map((item) => (item.id === review.id ? review : item)));
      cache.setMine(review);
    },
    onSettled: () => cache.locationChanged(),
  });
}

/** From the user's own list (/account). */
export function useUpdateOwnReview(userId: string) {
  const cache = useOwnReviewsCache(userId);
  return useMutation({
    mutationFn: ({ review, values }: { review: OwnReview; values: ReviewValues }) => updateReview(review.id, values),
    // The answer is the public shape: the place and whether a moderator hid the review stay as they were.
    onSuccess: (saved) =>
      cache.editList((list) => list.map((review) => (review.id === saved.id ? { ...review, ...saved } : review))),
    onSettled: (_saved, _error, { review }) => cache.placeChanged(review),
  });
}
