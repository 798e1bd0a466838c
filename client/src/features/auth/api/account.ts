import type {
  AccountDeletion,
  AuthMessage,
  AuthSession,
  AuthUser,
  DisplayNameChange,
  EmailChangeRequest,
  PasswordChange,
} from '@contracts';
import { api } from '@/lib/api-client';

/** The /account calls; the server checks the password and the name rule again on each. */
export const renameAccount = (body: DisplayNameChange) => api.patch<AuthUser>('/auth/me', body);

export const changePassword = (body: PasswordChange) => api.post<AuthSession>('/auth/password', body);

/** The link goes to the new address; the account keeps the current one until it is opened. */
export const requestEmailChange = (body: EmailChangeRequest) => api.post<AuthMessage>('/auth/email', body);

export const deleteAccount = (body: AccountDeletion) => api.post<void>('/auth/delete-account', body);
