import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { singleUseLinkQuery } from './single-use-link';

/** POST /api/auth/confirm-email: works signed in or not, the link itself proves the new address. */
export const confirmEmailChange = (token: string) =>
  api.post<AuthUser>('/auth/confirm-email', { token }, { skipAuthRefresh: true });

export const confirmEmailChangeQueryOptions = (token: string) =>
  singleUseLinkQuery(queryKeys.auth.confirmEmail(token), token, confirmEmailChange);

export const useConfirmEmailChange = (token: string) => useQuery(confirmEmailChangeQueryOptions(token));
