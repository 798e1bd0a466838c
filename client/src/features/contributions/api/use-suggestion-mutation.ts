import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contributionKeys } from './keys';

/** A suggestion sent: the visitor's list (on /account/contributions) is read again. */
export function useSuggestionMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contributionKeys.all }),
  });
}
