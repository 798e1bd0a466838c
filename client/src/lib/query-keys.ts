/**
 * Query keys that more than one feature reads or invalidates, declared once so a feature never
 * spells another feature's key by hand (a review changes its location's rating and count).
 */
export const queryKeys = {
  locations: {
    all: ['locations'] as const,
    detail: (slug: string) => ['locations', 'detail', slug] as const,
    nearby: (slug: string) => ['locations', 'nearby', slug] as const,
  },
} as const;
