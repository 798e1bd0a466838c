import type { Generation } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGenerationsKeys } from './keys';

/** How often a running generation is polled; react-query pauses it in background tabs. */
export const GENERATION_POLL_MS = 1_000;

export const isTerminal = (g?: Generation) => g?.status === 'succeeded' || g?.status === 'failed';

export const getGeneration = (id: string, signal?: AbortSignal) =>
  api.get<Generation>(`/admin/generations/${id}`, undefined, signal);

/** One generation, polled until it succeeds or fails. */
export const generationQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: adminGenerationsKeys.detail(id),
    queryFn: ({ signal }) => getGeneration(id!, signal),
    enabled: !!id,
    refetchInterval: (query) => (isTerminal(query.state.data) ? false : GENERATION_POLL_MS),
    refetchIntervalInBackground: false,
  });

export const useGeneration = (id: string | null) => useQuery(generationQueryOptions(id));
