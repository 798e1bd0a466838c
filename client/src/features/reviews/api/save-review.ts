import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reviewsQueryKey } from './get-reviews';
import type { ReviewValues } from './review-schema';
import type { Review } from '@contracts';

export const createReview = (locationId: string, values: ReviewValues) => api.post<Review>('/reviews', { location_id: locationId, ...values });
export const updateReview = (id: string, values: ReviewValues) => api.patch<Review>(`/reviews/${id}`, values);
export const deleteReview = (id: string) => api.delete(`/reviews/${id}`);

/**
 * SPEC §4 review form modes: a new review goes on top, an edit replaces its entry in place,
 * a delete removes it. The location (average rating, count) is refetched after each write.
 */
export function useReviewMutations(locationId: string) {
  const queryClient = useQueryClient();
  const key = reviewsQueryKey(locationId);
  const setList = (update: (list: Review[]) => Review[]) => queryClient.setQueryData<Review[]>(key, (list = []) => update(list));
  const settled = () => void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });

  const create = useMutation({
    mutationFn: (values: ReviewValues) => createReview(locationId, values),
    onSuccess: (review) => setList((list) => [review, ...list]),
    onSettled: settled,
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewValues }) => updateReview(id, values),
    onSuccess: (review) => setList((list) => list.map((r) => (r.id === review.id ? review : r))),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteReview(id),
    onSuccess: (_void, id) => setList((list) => list.filter((r) => r.id !== id)),
    onSettled: settled,
  });
  return { create, update, remove };
}
