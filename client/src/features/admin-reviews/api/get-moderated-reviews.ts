import type { ModeratedReview, ModerationFilter, Paginated } from '@contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReviewsKeys } from './keys';

export const MODERATION_PAGE_SIZE = 20;

/** Reported (open reports first), recent or hidden reviews, a page at a time. */
export const getModeratedReviews = (filter: ModerationFilter, page: number, signal?: AbortSignal) =>
  api.get<Paginated<ModeratedReview>>(
    '/admin/reviews',
    { filter, offset: (page - 1) * MODERATION_PAGE_SIZE, limit: MODERATION_PAGE_SIZE },
    signal,
  );

export const moderatedReviewsQueryOptions = (filter: ModerationFilter, page: number) =>
  queryOptions({
    queryKey: adminReviewsKeys.list(filter, page),
    queryFn: ({ signal }) => getModeratedReviews(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useModeratedReviews = (filter: ModerationFilter, page: number) =>
  useQuery(moderatedReviewsQueryOptions(filter, page));
