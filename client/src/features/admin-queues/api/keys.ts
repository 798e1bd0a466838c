import { queryKeys } from '@/lib/query-keys';

/** Every job-queues query key, built here only. */
export const adminQueuesKeys = {
  all: [...queryKeys.admin.all, 'queues'] as const,
};
