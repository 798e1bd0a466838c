import { PAGE_PATHS } from '@contracts';

/**
 * Every route path of SPEC §2, in one place: the page table's path helpers
 * (contracts/page-routes.ts; every parameter URL-encoded), and the links that carry a query.
 */
export const paths = {
  ...PAGE_PATHS,
  mapForMovie: (slug: string) => `${PAGE_PATHS.map}?movie=${encodeURIComponent(slug)}`,
  adminReportedReviews: `${PAGE_PATHS.adminReviews}?filter=reported`,
} as const;
