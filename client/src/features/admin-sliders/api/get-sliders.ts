import type { AdminSlider } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSlidersKeys } from './keys';

export const getSliders = (signal?: AbortSignal) => api.get<AdminSlider[]>('/admin/sliders', undefined, signal);

/** SPEC §7: all sliders, ordered by name. */
export const slidersQueryOptions = () =>
  queryOptions({ queryKey: adminSlidersKeys.all, queryFn: ({ signal }) => getSliders(signal) });

export const useSliders = () => useQuery(slidersQueryOptions());
