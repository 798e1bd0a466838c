import { useMutation } from '@tanstack/react-query';
import type { AccountDeletion } from '@contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

/** POST /api/auth/delete-account: the account and its reviews go; the password confirms it. */
export const deleteAccount = (body: AccountDeletion) => api.post<void>('/auth/delete-account', body);

/** The session ends with the account. */
export function useDeleteAccount() {
  const { applySession } = useAuth();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => applySession(null) });
}
