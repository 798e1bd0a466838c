import { api } from '@/lib/api-client';

/** POST /api/auth/logout: ends the refresh session (the cookie). */
export const signOut = () => api.post<void>('/auth/logout', undefined, { skipAuthRefresh: true });
