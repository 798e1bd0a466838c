import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuggestionDecision } from '@contracts/contributions';
import { queryKeys } from '@/lib/query-keys';

/**
 * An editor's decision. Whatever its outcome, every admin screen (the inbox, the dashboard's count,
 * the catalogue lists) and the public movie and place reads are read again: an accepted place is new
 * on its movie's page, a merge credits a place.
 */
export function useDecisionMutation<V>(decide: (variables: V) => Promise<SuggestionDecision>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => {
      for (const queryKey of [queryKeys.admin.all, queryKeys.movies.all, queryKeys.locations.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
