import { api } from '@/lib/api-client';
import { useModerationMutation } from './use-moderation-mutation';

/** Closes the review's open reports and leaves the review as it is. */
export const dismissReviewReports = (id: string) => api.post<void>(`/admin/reviews/${id}/dismiss-reports`);

export const useDismissReviewReports = () => useModerationMutation(dismissReviewReports);
