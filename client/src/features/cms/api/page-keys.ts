/** The CMS feature's query keys (no other feature reads or invalidates them). */
export const pageKeys = {
  all: ['pages'] as const,
  detail: (slug: string) => ['pages', slug] as const,
};
