import { CONTRIBUTION_ROUTES, type NewPlaceSuggestionInput, type OwnSuggestion } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { apiPath } from './keys';
import { useSuggestionMutation } from './use-suggestion-mutation';

/** POST /api/movies/:slug/suggestions: a new place for the movie, waiting for an editor. */
export const suggestPlace = ({ movieSlug, input }: { movieSlug: string; input: NewPlaceSuggestionInput }) =>
  api.post<OwnSuggestion>(apiPath(CONTRIBUTION_ROUTES.suggestPlace(movieSlug)), input);

export const useSuggestPlace = () => useSuggestionMutation(suggestPlace);
