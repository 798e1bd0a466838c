import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { myReviewQueryKey } from './get-my-review';
import { reviewsQueryKey, type ReviewPages } from './get-reviews';
import type { ReviewValues } from './review-schema';
import type { AuthoredReview, Review } from '@contracts';

export const createReview = (locationId: string, values: ReviewValues) =>
  api.post<Review>('/reviews', { location_id: locationId, ...values });
export const updateReview = (id: string, values: ReviewValues) => api.patch<Review>(`/reviews/${id}`, values);
export const deleteReview = (id: string) => api.delete(`/reviews/${id}`);

/**
 * SPEC §4 review form modes: a new review goes on top, an edit replaces its entry in place,
 * a delete removes it (in whichever loaded page holds it). The location (average rating,
 * count) is refetched after each write.
 */
export function useReviewMutations(locationId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const editPages = (update: (items: Review[], index: number) => Review[], totalChange = 0) =>
    queryClient.setQueryData<ReviewPages>(
      reviewsQueryKey(locationId),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            items: update(page.items, index),
            total: page.total + totalChange,
          })),
        },
    );
  // A write answers with the public shape; whether a moderator hid the review stays as it was.
  const setMine = (review: Review | null) =>
    queryClient.setQueryData<AuthoredReview | null>(
      myReviewQueryKey(locationId, userId),
      (previous) =>
        review && {
          hidden_at: previous?.id === review.id ? previous.hidden_at : null,
          hidden_reason: previous?.id === review.id ? previous.hidden_reason : null,
          ...review,
        },
    );
  const settled = () => void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });

  const create = useMutation({
    mutationFn: (values: ReviewValues) => createReview(locationId, values),
    onSuccess: (review) => {
      editPages((items, index) => (index === 0 ? [review, ...items] : items), 1);
      setMine(review);
    },
    onSettled: settled,
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewValues }) => updateReview(id, values),
    onSuccess: (review) => {
      editPages((items) => items.map((r) => (r.id === review.id ? review : r)));
      setMine(review);
    },
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteReview(id),
    onSuccess: (_void, id) => {
      editPages((items) => items.filter((r) => r.id !== id), -1);
      setMine(null);
    },
    onSettled: settled,
  });
  return { create, update, remove };
}
