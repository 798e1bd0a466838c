import { CONTRIBUTION_ROUTES, type OwnSuggestion, type PhotoSuggestionInput } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { useSuggestionMutation } from './use-suggestion-mutation';

/** POST /api/locations/:slug/photo-suggestions: an uploaded photo offered for the place. */
export const suggestPhoto = ({ placeSlug, input }: { placeSlug: string; input: PhotoSuggestionInput }) =>
  api.post<OwnSuggestion>(contractRoute(CONTRIBUTION_ROUTES.suggestPhoto(placeSlug)), input);

export const useSuggestPhoto = () => useSuggestionMutation(suggestPhoto);
