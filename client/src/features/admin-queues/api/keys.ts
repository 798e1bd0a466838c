import { queryKeys } from '@/lib/query-keys';

const all = [...queryKeys.admin.all, 'queues'] as const;

/** Every job-queues query key, built here only. */
export const adminQueuesKeys = {
  all,
  /** Below `all`: a retry, which invalidates `all`, redraws the charts too. */
  history: [...all, 'history'] as const,
};
