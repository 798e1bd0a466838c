import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRIBUTION_ROUTES, type OwnSuggestion } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { contributionKeys } from './keys';

/** GET /api/account/contributions: the signed-in visitor's suggestions, newest first. */
export const getMyContributions = (signal?: AbortSignal) =>
  api.get<OwnSuggestion[]>(contractRoute(CONTRIBUTION_ROUTES.mine), undefined, signal);

export const myContributionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: contributionKeys.mine(userId),
    queryFn: ({ signal }) => getMyContributions(signal),
  });

export const useMyContributions = (userId: string) => useQuery(myContributionsQueryOptions(userId));
