import type { AuthSession } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: an unverified address is a 403 saying so, anything else wrong a 401. */
export const signIn = (email: string, password: string) =>
  api.post<AuthSession>('/auth/login', { email, password }, { skipAuthRefresh: true });
