import { api } from '@/lib/api-client';
import { useModerationMutation } from './use-moderation-mutation';

/** Hides the review from every public read; its author sees the reason. */
export const hideReview = ({ id, reason }: { id: string; reason: string }) =>
  api.post<void>(`/admin/reviews/${id}/hide`, { reason });

export const useHideReview = () => useModerationMutation(hideReview);
