import { CONTRIBUTION_ROUTES, type DeclineSuggestionInput, type SuggestionDecision } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/decline: the reason is shown to the visitor and mailed to them. */
export const declineSuggestion = ({ id, input }: { id: string; input: DeclineSuggestionInput }) =>
  api.post<SuggestionDecision>(contractRoute(CONTRIBUTION_ROUTES.decline(id)), input);

export const useDeclineSuggestion = () => useDecisionMutation(declineSuggestion);
