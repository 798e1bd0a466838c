import { useMutation } from '@tanstack/react-query';
import type { Review } from '@contracts';
import { api } from '@/lib/api-client';
import { useLocationReviewsCache } from './review-cache';
import type { ReviewValues } from './review-schema';

/** POST /api/reviews: one review per user and place (a second one is a 409 naming the first). */
export const createReview = (locationId: string, values: ReviewValues) =>
  api.post<Review>('/reviews', { location_id: locationId, ...values });

/** A new review goes on top of the loaded list and becomes the user's review of the place. */
export function useCreateReview(locationId: string, userId: string | undefined) {
  const cache = useLocationReviewsCache(locationId, userId);
  return useMutation({
    mutationFn: (values: ReviewValues) => createReview(locationId, values),
    onSuccess: (review) => {
      cache.editPages((items, index) => (index === 0 ? [review, ...items] : items), 1);
      cache.setMine(review);
    },
    onSettled: () => cache.locationChanged(),
  });
}
