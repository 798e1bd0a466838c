import { useMutation } from '@tanstack/react-query';
import type { AuthSession, PasswordChange } from '@contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

/** POST /api/auth/password: ends every other sign-in and answers with this one's new session. */
export const changePassword = (body: PasswordChange) => api.post<AuthSession>('/auth/password', body);

export function useChangePassword() {
  const { applySession } = useAuth();
  return useMutation({ mutationFn: changePassword, onSuccess: applySession });
}
