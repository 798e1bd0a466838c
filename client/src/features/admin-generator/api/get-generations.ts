import type { Generation } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGenerationsKeys } from './keys';

/** The recent generations, newest first (the history table). */
export const getGenerations = (signal?: AbortSignal) => api.get<Generation[]>('/admin/generations', undefined, signal);

export const generationsQueryOptions = () =>
  queryOptions({ queryKey: adminGenerationsKeys.history, queryFn: ({ signal }) => getGenerations(signal) });

export const useGenerations = () => useQuery(generationsQueryOptions());
