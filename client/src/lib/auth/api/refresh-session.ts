import type { AuthSession } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/refresh: the session from the httpOnly refresh cookie; none (204) for a visitor without one. */
export const refreshSession = async (): Promise<AuthSession | null> =>
  (await api.post<AuthSession | undefined>('/auth/refresh', undefined, { skipAuthRefresh: true })) ?? null;
