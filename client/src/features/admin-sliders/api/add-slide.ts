import type { AdminSlide, NewSlideInput } from '@contracts';
import { api } from '@/lib/api-client';

/** SPEC §7 create slide: insert {slider_id, title, image_url, order, active}, returning the row. */
export const addSlide = (sliderId: string, input: NewSlideInput) =>
  api.post<AdminSlide>(`/admin/sliders/${sliderId}/slides`, input);
