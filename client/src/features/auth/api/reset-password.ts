import { useMutation } from '@tanstack/react-query';
import type { AuthMessage } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password: the token from the reset email and the new password. */
export const resetPassword = (token: string, password: string) =>
  api.post<AuthMessage>('/auth/reset-password', { token, password }, { skipAuthRefresh: true });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
