import type { AdminSlide } from '@contracts';
import { api } from '@/lib/api-client';

/** SPEC §7 reorder: {order} of one slide. */
export const updateSlideOrder = (id: string, order: number) =>
  api.patch<AdminSlide>(`/admin/slides/${id}/order`, { order });
