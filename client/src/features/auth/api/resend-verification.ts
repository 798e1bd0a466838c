import { useMutation } from '@tanstack/react-query';
import type { AuthMessage } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/resend-verification: the same answer for every address, known or not. */
export const resendVerification = (email: string) =>
  api.post<AuthMessage>('/auth/resend-verification', { email }, { skipAuthRefresh: true });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
