import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RetryResult } from '@contracts';
import { adminQueuesKeys } from './keys';

/** A retry says how many jobs were queued again (or why not), and the overview reads again. */
export function useRetryMutation<V>(retry: (variables: V) => Promise<RetryResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retry,
    onSuccess: ({ retried }) => {
      toast.success(retried === 1 ? 'Job queued again' : `${retried} jobs queued again`);
      void client.invalidateQueries({ queryKey: adminQueuesKeys.all });
    },
    onError: (error) => toast.error(error.message || 'The job could not be retried'),
  });
}
