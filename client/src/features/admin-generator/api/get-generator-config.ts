import type { GeneratorConfig } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGenerationsKeys } from './keys';

/** Whether a model is configured, and today's token budget as the server counts it. */
export const getGeneratorConfig = (signal?: AbortSignal) =>
  api.get<GeneratorConfig>('/admin/generations/config', undefined, signal);

export const generatorConfigQueryOptions = () =>
  queryOptions({ queryKey: adminGenerationsKeys.config, queryFn: ({ signal }) => getGeneratorConfig(signal) });

export const useGeneratorConfig = () => useQuery(generatorConfigQueryOptions());
