import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { OwnReview } from '@contracts';
import { myReviewQueryKey } from './get-my-review';
import { reviewsByMeQueryKey } from './get-reviews-by-me';
import { reviewsQueryKey } from './get-reviews';
import type { ReviewValues } from './review-schema';
import { deleteReview, updateReview } from './save-review';

/**
 * Edit and delete from the user's own list (/account): the list changes in place, and the place's
 * reviews, the user's review of it and its rating (the location) are read again when next shown.
 */
export function useOwnReviewMutations(userId: string) {
  const queryClient = useQueryClient();
  const editList = (change: (list: OwnReview[]) => OwnReview[]) =>
    queryClient.setQueryData<OwnReview[]>(reviewsByMeQueryKey(userId), (list) => list && change(list));
  const placeChanged = (review: OwnReview) => {
    void queryClient.invalidateQueries({ queryKey: reviewsQueryKey(review.location_id) });
    void queryClient.invalidateQueries({ queryKey: myReviewQueryKey(review.location_id, userId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
  };

  const update = useMutation({
    mutationFn: ({ review, values }: { review: OwnReview; values: ReviewValues }) => updateReview(review.id, values),
    // The answer is the public shape: the place and whether a moderator hid the review stay as they were.
    onSuccess: (saved) =>
      editList((list) => list.map((review) => (review.id === saved.id ? { ...review, ...saved } : review))),
    onSettled: (_saved, _error, { review }) => placeChanged(review),
  });
  const remove = useMutation({
    mutationFn: (review: OwnReview) => deleteReview(review.id),
    onSuccess: (_void, deleted) => editList((list) => list.filter((review) => review.id !== deleted.id)),
    onSettled: (_void, _error, review) => placeChanged(review),
  });
  return { update, remove };
}
