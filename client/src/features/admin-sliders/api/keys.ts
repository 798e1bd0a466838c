import { queryKeys } from '@/lib/query-keys';

const all = [...queryKeys.admin.all, 'sliders'] as const;

/** Every slider-editor query key, built here only. */
export const adminSlidersKeys = {
  all,
  slides: (sliderId: string) => [...all, sliderId, 'slides'] as const,
};
