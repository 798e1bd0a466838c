import { useMutation } from '@tanstack/react-query';
import type { ReviewReportInput } from '@contracts';
import { api } from '@/lib/api-client';

/** One report per user and review; reporting again replaces the reason. */
export const reportReview = (id: string, body: ReviewReportInput) => api.post<void>(`/reviews/${id}/report`, body);

export const useReportReview = (id: string) =>
  useMutation({ mutationFn: (body: ReviewReportInput) => reportReview(id, body) });
