import type { SaveGenerationInput, SaveGenerationResult } from '@contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGenerationsKeys } from './keys';

/** Saves the (edited) draft as a movie and its places, or adds the places to an existing movie. */
export const saveGeneration = ({ id, body }: { id: string; body: SaveGenerationInput }) =>
  api.post<SaveGenerationResult>(`/admin/generations/${id}/save`, body);

export function useSaveGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGeneration,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminGenerationsKeys.all }),
  });
}
