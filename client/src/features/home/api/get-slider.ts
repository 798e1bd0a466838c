import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slider } from '@contracts';
import { api } from '@/lib/api-client';
import { sliderKeys } from './slider-keys';

/** The server already drops inactive slides and sorts by order (SPEC §7); an unknown code is a 404. */
export const getSlider = (code: string): Promise<Slider> => api.get<Slider>(`/sliders/${encodeURIComponent(code)}`);

export const sliderQueryOptions = (code: string) =>
  queryOptions({ queryKey: sliderKeys.detail(code), queryFn: () => getSlider(code), staleTime: 5 * 60_000 });

export const useSlider = (code: string) => useQuery(sliderQueryOptions(code));
