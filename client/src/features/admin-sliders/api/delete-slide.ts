import { api } from '@/lib/api-client';

export const deleteSlide = (id: string) => api.delete(`/admin/slides/${id}`);
