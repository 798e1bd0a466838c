import { useQueryClient } from '@tanstack/react-query';
import type { AuthoredReview, OwnReview, Review } from '@contracts';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewPages } from './get-reviews';

/**
 * A review write shows at once in what the location page has loaded (SPEC §4 form modes): a new
 * review on top, an edit in place, a delete removed from whichever loaded page holds it. The
 * location (average rating, count) is computed on read, so it is read again after every write.
 */
export function useLocationReviewsCache(locationId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return {
    editPages: (update: (items: Review[], index: number) => Review[], totalChange = 0) =>
      queryClient.setQueryData<ReviewPages>(
        queryKeys.reviews.list(locationId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page, index) => ({
              ...page,
              items: update(page.items, index),
              total: page.total + totalChange,
            })),
          },
      ),
    // A write answers with the public shape; whether a moderator hid the review stays as it was.
    setMine: (review: Review | null) =>
      queryClient.setQueryData<AuthoredReview | null>(
        queryKeys.reviews.mine(locationId, userId),
        (previous) =>
          review && {
            hidden_at: previous?.id === review.id ? previous.hidden_at : null,
            hidden_reason: previous?.id === review.id ? previous.hidden_reason : null,
            ...review,
          },
      ),
    locationChanged: () => void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
  };
}

/**
 * A write from the user's own list (/account): the list changes in place, and the place's reviews,
 * the user's review of it and its rating (the location) are read again when next shown.
 */
export function useOwnReviewsCache(userId: string) {
  const queryClient = useQueryClient();
  return {
    editList: (change: (list: OwnReview[]) => OwnReview[]) =>
      queryClient.setQueryData<OwnReview[]>(queryKeys.reviews.byMe(userId), (list) => list && change(list)),
    placeChanged: (review: OwnReview) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.ofLocation(review.location_id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
    },
  };
}
