import { useMutation } from '@tanstack/react-query';
import type { AuthMessage, EmailChangeRequest } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/email: the link goes to the new address; the account keeps the current one until it is opened. */
export const requestEmailChange = (body: EmailChangeRequest) => api.post<AuthMessage>('/auth/email', body);

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
