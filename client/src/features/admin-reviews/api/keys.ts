import type { ModerationFilter } from '@contracts';
import { queryKeys } from '@/lib/query-keys';

const all = [...queryKeys.admin.all, 'reviews'] as const;

/** Every review-moderation query key, built here only. */
export const adminReviewsKeys = {
  all,
  list: (filter: ModerationFilter, page: number) => [...all, filter, page] as const,
};
