import { CONTRIBUTION_ROUTES, type CorrectionSuggestionInput, type OwnSuggestion } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { useSuggestionMutation } from './use-suggestion-mutation';

/** POST /api/locations/:slug/suggestions: every field of the place as the visitor would have it, and why. */
export const suggestCorrection = ({ placeSlug, input }: { placeSlug: string; input: CorrectionSuggestionInput }) =>
  api.post<OwnSuggestion>(contractRoute(CONTRIBUTION_ROUTES.suggestCorrection(placeSlug)), input);

export const useSuggestCorrection = () => useSuggestionMutation(suggestCorrection);
