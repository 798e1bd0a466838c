import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { OwnReview } from '@contracts';

/** GET /api/reviews/by-me: every review of the signed-in user, newest first, with its place. */
export const getReviewsByMe = (signal?: AbortSignal) => api.get<OwnReview[]>('/reviews/by-me', undefined, signal);

export const reviewsByMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.byMe(userId),
    queryFn: ({ signal }) => getReviewsByMe(signal),
    // Place pages write reviews without touching this list: read it again whenever /account opens.
    staleTime: 0,
  });

export const useReviewsByMe = (userId: string) => useQuery(reviewsByMeQueryOptions(userId));
