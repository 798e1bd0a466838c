import { http, HttpResponse } from 'msw';
import type { AuthSession, AuthUser } from '@contracts';
import { server } from './server';

/** The signed-in user of the client tests; a test about another user or role overrides the fields. */
export const ada: AuthUser = { id: 'u1', email: 'ada@example.com', display_name: 'Ada L', role: 'user' };

/** A session for `user`, valid for the next 15 minutes. */
export function sessionFor(user: AuthUser = ada): AuthSession {
  return { access_token: 'token', token_type: 'bearer', expires_in: 900, expires_at: Date.now() + 900_000, user };
}

/** The session the refresh cookie restores on load. */
export function signedInAs(user: AuthUser = ada) {
  const session = sessionFor(user);
  server.use(http.post('/api/auth/refresh', () => HttpResponse.json(session)));
}
