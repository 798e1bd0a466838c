import type { AccountDeletion, AuthSession, AuthUser, DisplayNameChange, OwnReview, PasswordChange } from '@contracts';
import { api } from '@/lib/api-client';

/** The /account calls; the server checks the password and the name rule again on each. */
export const renameAccount = (body: DisplayNameChange) => api.patch<AuthUser>('/auth/me', body);

export const changePassword = (body: PasswordChange) => api.post<AuthSession>('/auth/password', body);

export const deleteAccount = (body: AccountDeletion) => api.post<void>('/auth/delete-account', body);

export const listMyReviews = () => api.get<OwnReview[]>('/reviews/by-me');
