import { useMutation } from '@tanstack/react-query';
import type { AuthMessage } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer for every address, known or not. */
export const requestPasswordReset = (email: string) =>
  api.post<AuthMessage>('/auth/forgot-password', { email }, { skipAuthRefresh: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
