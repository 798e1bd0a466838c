import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewPage } from '@contracts';

export const REVIEWS_PAGE_SIZE = 10;

/** SPEC §7: a location's reviews, newest first, one page at a time ('Load more'). */
export const getReviews = (locationId: string, offset: number, signal?: AbortSignal) =>
  api.get<ReviewPage>('/reviews', { location_id: locationId, offset, limit: REVIEWS_PAGE_SIZE }, signal);

export type ReviewPages = InfiniteData<ReviewPage, number>;

export const reviewsQueryOptions = (locationId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.list(locationId),
    queryFn: ({ signal, pageParam }) => getReviews(locationId, pageParam, signal),
    initialPageParam: 0,
    // The next page starts after what is loaded, so a review added or removed meanwhile shifts nothing twice.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export const useReviews = (locationId: string) => useInfiniteQuery(reviewsQueryOptions(locationId));
