import type { Generation, GenerationInput } from '@contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGenerationsKeys } from './keys';

/** Queues a generation; the server refuses (429) over the admin's rate or today's budget. */
export const requestGeneration = (input: GenerationInput) => api.post<Generation>('/admin/generations', input);

export function useRequestGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestGeneration,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminGenerationsKeys.history }),
    // A refusal (429) may mean the day's budget is spent: show what is left as the server counts it.
    onError: () => void client.invalidateQueries({ queryKey: adminGenerationsKeys.config }),
  });
}
