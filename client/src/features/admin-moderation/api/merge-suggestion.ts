import { CONTRIBUTION_ROUTES, type MergeSuggestionInput, type SuggestionDecision } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/merge: the suggestion's credit goes to an existing place of the same movie. */
export const mergeSuggestion = ({ id, input }: { id: string; input: MergeSuggestionInput }) =>
  api.post<SuggestionDecision>(contractRoute(CONTRIBUTION_ROUTES.merge(id)), input);

export const useMergeSuggestion = () => useDecisionMutation(mergeSuggestion);
