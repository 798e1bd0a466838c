import { CONTRIBUTION_ROUTES, type AcceptSuggestionInput, type SuggestionDecision } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/accept: as proposed (no body), or with the editor's changes (Accept with Changes). */
export const acceptSuggestion = ({ id, input }: { id: string; input: AcceptSuggestionInput }) =>
  api.post<SuggestionDecision>(contractRoute(CONTRIBUTION_ROUTES.accept(id)), input);

export const useAcceptSuggestion = () => useDecisionMutation(acceptSuggestion);
