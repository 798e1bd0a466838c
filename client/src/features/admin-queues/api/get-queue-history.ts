import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueuesHistory } from '@contracts';
import { adminQueuesKeys } from './keys';

/** A point a minute: a refresh every 15 s keeps the newest bar filling without asking more often. */
export const HISTORY_REFRESH_MS = 15_000;

export const getQueueHistory = (signal?: AbortSignal) =>
  api.get<QueuesHistory>('/admin/queues/history', undefined, signal);

export const queueHistoryQueryOptions = () =>
  queryOptions({
    queryKey: adminQueuesKeys.history,
    queryFn: ({ signal }) => getQueueHistory(signal),
    refetchInterval: HISTORY_REFRESH_MS,
  });

export const useQueueHistory = () => useQuery(queueHistoryQueryOptions());
