import { useQuery } from '@tanstack/react-query';
import type { AuthMessage } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { singleUseLinkQuery } from './single-use-link';

/** POST /api/auth/verify-email: the link from the registration email. */
export const verifyEmail = (token: string) =>
  api.post<AuthMessage>('/auth/verify-email', { token }, { skipAuthRefresh: true });

export const verifyEmailQueryOptions = (token: string) =>
  singleUseLinkQuery(queryKeys.auth.verifyEmail(token), token, verifyEmail);

export const useVerifyEmail = (token: string) => useQuery(verifyEmailQueryOptions(token));
