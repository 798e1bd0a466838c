import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RetryResult } from '@contracts';
import { apiRequest } from '@/lib/api-client';
import { queuesQueryOptions } from './get-queues';

export interface RetryTarget {
  queue: string;
  /** One failed job; omitted = every failed job of the queue. */
  jobId?: string;
}

export const retryJobs = ({ queue, jobId }: RetryTarget) =>
  apiRequest<RetryResult>(
    jobId
      ? `/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`
      : `/admin/queues/${encodeURIComponent(queue)}/retry-failed`,
    { method: 'POST' },
  );

export function useRetryJobs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryJobs,
    onSuccess: ({ retried }) => {
      toast.success(retried === 1 ? 'Job queued again' : `${retried} jobs queued again`);
      void client.invalidateQueries({ queryKey: queuesQueryOptions().queryKey });
    },
    onError: (error) => toast.error(error.message || 'The job could not be retried'),
  });
}
