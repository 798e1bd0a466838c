import { api } from '@/lib/api-client';
import { useModerationMutation } from './use-moderation-mutation';

/** Shows a hidden review again. */
export const restoreReview = (id: string) => api.post<void>(`/admin/reviews/${id}/restore`);

export const useRestoreReview = () => useModerationMutation(restoreReview);
