import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Generation,
  GenerationInput,
  GeneratorConfig,
  SaveGenerationInput,
  SaveGenerationResult,
} from '@contracts';
import { api } from '@/lib/api-client';

/** How often a running generation is polled; react-query pauses it in background tabs. */
export const GENERATION_POLL_MS = 1_000;

const isTerminal = (g?: Generation) => g?.status === 'succeeded' || g?.status === 'failed';

export const generatorConfigQuery = () =>
  queryOptions({
    queryKey: ['admin', 'generations', 'config'],
    queryFn: ({ signal }) => api.get<GeneratorConfig>('/admin/generations/config', undefined, signal),
  });

export const generationHistoryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'generations', 'history'],
    queryFn: ({ signal }) => api.get<Generation[]>('/admin/generations', undefined, signal),
  });

export const useGeneratorConfig = () => useQuery(generatorConfigQuery());
export const useGenerationHistory = () => useQuery(generationHistoryQuery());

/** Polls one generation until it succeeds or fails. */
export function useGeneration(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'generations', id],
    queryFn: ({ signal }) => api.get<Generation>(`/admin/generations/${id}`, undefined, signal),
    enabled: !!id,
    refetchInterval: (query) => (isTerminal(query.state.data) ? false : GENERATION_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

export function useRequestGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerationInput) => api.post<Generation>('/admin/generations', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: generationHistoryQuery().queryKey }),
    // A refusal (429) may mean the day's budget is spent: show what is left as the server counts it.
    onError: () => void client.invalidateQueries({ queryKey: generatorConfigQuery().queryKey }),
  });
}

export function useSaveGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SaveGenerationInput }) =>
      api.post<SaveGenerationResult>(`/admin/generations/${id}/save`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'generations'] }),
  });
}

export { isTerminal };
