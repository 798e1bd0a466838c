import { useMutation } from '@tanstack/react-query';
import type { AuthMessage as Message, AuthUser } from '@contracts';
import { api } from '@/lib/api-client';

/** The email-link endpoints: each answers with a message to show, the same for every address. */
export const verifyEmail = (token: string) =>
  api.post<Message>('/auth/verify-email', { token }, { skipAuthRefresh: true });
export const resendVerification = (email: string) =>
  api.post<Message>('/auth/resend-verification', { email }, { skipAuthRefresh: true });
export const requestPasswordReset = (email: string) =>
  api.post<Message>('/auth/forgot-password', { email }, { skipAuthRefresh: true });
export const resetPassword = (token: string, password: string) =>
  api.post<Message>('/auth/reset-password', { token, password }, { skipAuthRefresh: true });

/** Works signed in or not: the link itself proves the new address. */
export const confirmEmailChange = (token: string) =>
  api.post<AuthUser>('/auth/confirm-email', { token }, { skipAuthRefresh: true });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () =>
  useMutation({ mutationFn: (v: { token: string; password: string }) => resetPassword(v.token, v.password) });
