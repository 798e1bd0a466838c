import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRIBUTION_ROUTES, type SuggestionDetail } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { adminModerationKeys } from './keys';

/** GET /api/admin/moderation/suggestions/:id: current and proposed side by side, with the warnings. */
export const getSuggestion = (id: string, signal?: AbortSignal) =>
  api.get<SuggestionDetail>(contractRoute(CONTRIBUTION_ROUTES.suggestion(id)), undefined, signal);

export const suggestionQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminModerationKeys.suggestion(id), queryFn: ({ signal }) => getSuggestion(id, signal) });

export const useSuggestion = (id: string) => useQuery(suggestionQueryOptions(id));
