import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthMessage } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { singleUseLinkOptions } from './single-use-link';

/** POST /api/auth/verify-email: the link from the registration email. */
export const verifyEmail = (token: string) =>
  api.post<AuthMessage>('/auth/verify-email', { token }, { skipAuthRefresh: true });

export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.auth.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    ...singleUseLinkOptions(token),
  });

export const useVerifyEmail = (token: string) => useQuery(verifyEmailQueryOptions(token));
