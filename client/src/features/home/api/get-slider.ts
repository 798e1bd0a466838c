import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §3 Slide, as GET /api/sliders/:code returns it. */
export interface Slide {
  id: string;
  title: string;
  subtitle: string | null;
  image_url: string;
  button_text: string | null;
  button_url: string | null;
  order: number;
  active: boolean;
}

export interface Slider {
  id: string;
  name: string;
  code: string;
  slides: Slide[];
}

/** The server already drops inactive slides and sorts by order (SPEC §7); an unknown code is a 404. */
export const getSlider = (code: string): Promise<Slider> => api.get<Slider>(`/sliders/${encodeURIComponent(code)}`);

export const sliderQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['sliders', code], queryFn: () => getSlider(code), staleTime: 5 * 60_000 });

export const useSlider = (code: string) => useQuery(sliderQueryOptions(code));
