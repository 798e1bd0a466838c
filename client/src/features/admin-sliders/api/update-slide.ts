import type { AdminSlide, SlideInput } from '@contracts';
import { api } from '@/lib/api-client';

/** SPEC §7 save slides: the whole slide row of one slide. */
export const updateSlide = (id: string, input: SlideInput) => api.put<AdminSlide>(`/admin/slides/${id}`, input);
