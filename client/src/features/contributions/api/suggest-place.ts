import { CONTRIBUTION_ROUTES, type NewPlaceSuggestionInput, type OwnSuggestion } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { useSuggestionMutation } from './use-suggestion-mutation';

/** POST /api/movies/:slug/suggestions: a new place for the movie, waiting for an editor. */
export const suggestPlace = ({ movieSlug, input }: { movieSlug: string; input: NewPlaceSuggestionInput }) =>
  api.post<OwnSuggestion>(contractRoute(CONTRIBUTION_ROUTES.suggestPlace(movieSlug)), input);

export const useSuggestPlace = () => useSuggestionMutation(suggestPlace);
