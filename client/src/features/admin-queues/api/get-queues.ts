import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueuesOverview } from '@contracts';
import { adminQueuesKeys } from './keys';

/** Operators watch jobs move, so the overview refreshes itself every few seconds. */
export const QUEUES_REFRESH_MS = 3_000;

export const getQueues = (signal?: AbortSignal) => api.get<QueuesOverview>('/admin/queues', undefined, signal);

export const queuesQueryOptions = () =>
  queryOptions({
    queryKey: adminQueuesKeys.all,
    queryFn: ({ signal }) => getQueues(signal),
    refetchInterval: QUEUES_REFRESH_MS,
  });

export const useQueues = () => useQuery(queuesQueryOptions());
