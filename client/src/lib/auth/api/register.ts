import type { Registration } from '@contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/register: the account waits for its address to be verified (the link is emailed). */
export const register = (registration: Registration) =>
  api.post<void>('/auth/register', registration, { skipAuthRefresh: true });
