import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminReviewsKeys } from './keys';

/**
 * A moderation action. Whatever its outcome, the moderation lists, the dashboard's count of reports
 * and the place's public reviews and rating are read again (a hidden review leaves them).
 */
export function useModerationMutation<V>(action: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      for (const queryKey of [
        adminReviewsKeys.all,
        queryKeys.admin.dashboard,
        // The moderation inbox lists reported reviews too (issue 34).
        [...queryKeys.admin.all, 'moderation'],
        queryKeys.locations.all,
        queryKeys.reviews.all,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
