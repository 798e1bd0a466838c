import type { AdminSlide } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSlidersKeys } from './keys';

export const getSlides = (sliderId: string, signal?: AbortSignal) =>
  api.get<AdminSlide[]>(`/admin/sliders/${sliderId}/slides`, undefined, signal);

/** SPEC §7: the chosen slider's slides, ordered by order. Edits are local until saved, so no background refetch. */
export const slidesQueryOptions = (sliderId: string) =>
  queryOptions({
    queryKey: adminSlidersKeys.slides(sliderId),
    queryFn: ({ signal }) => getSlides(sliderId, signal),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const useSlides = (sliderId: string) => useQuery(slidesQueryOptions(sliderId));
