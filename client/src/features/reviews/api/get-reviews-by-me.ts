import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnReview } from '@contracts';

/** GET /api/reviews/by-me: every review of the signed-in user, newest first, with its place. */
export const getReviewsByMe = (signal?: AbortSignal) => api.get<OwnReview[]>('/reviews/by-me', undefined, signal);

export const reviewsByMeQueryKey = (userId: string) => ['reviews', 'by-me', userId] as const;

export const reviewsByMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: reviewsByMeQueryKey(userId),
    queryFn: ({ signal }) => getReviewsByMe(signal),
    // Place pages write reviews without touching this list: read it again whenever /account opens.
    staleTime: 0,
  });

export const useReviewsByMe = (userId: string) => useQuery(reviewsByMeQueryOptions(userId));
