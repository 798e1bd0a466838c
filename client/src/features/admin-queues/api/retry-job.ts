import type { RetryResult } from '@contracts';
import { apiRequest } from '@/lib/api-client';
import { useRetryMutation } from './use-retry-mutation';

/** Queues one failed job again. */
export const retryJob = ({ queue, jobId }: { queue: string; jobId: string }) =>
  apiRequest<RetryResult>(`/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`, {
    method: 'POST',
  });

export const useRetryJob = () => useRetryMutation(retryJob);
