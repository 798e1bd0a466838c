import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MyReview } from '@contracts';

/** The signed-in user's review of the location, if any: one review per place, so the form offers to edit it. */
export const getMyReview = (locationId: string, signal?: AbortSignal) =>
  api.get<MyReview>('/reviews/mine', { location_id: locationId }, signal);

export const myReviewQueryOptions = (locationId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.reviews.mine(locationId, userId),
    queryFn: ({ signal }) => getMyReview(locationId, signal).then((answer) => answer.review),
    enabled: Boolean(userId),
  });

export const useMyReview = (locationId: string, userId: string | undefined) =>
  useQuery(myReviewQueryOptions(locationId, userId));
