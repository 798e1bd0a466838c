import type { RetryResult } from '@contracts';
import { apiRequest } from '@/lib/api-client';
import { useRetryMutation } from './use-retry-mutation';

/** Queues every failed job of the queue again. */
export const retryFailedJobs = (queue: string) =>
  apiRequest<RetryResult>(`/admin/queues/${encodeURIComponent(queue)}/retry-failed`, { method: 'POST' });

export const useRetryFailedJobs = () => useRetryMutation(retryFailedJobs);
