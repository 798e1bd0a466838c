import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_SETTINGS } from '@contracts';

/**
 * The test network. Every page asks for the settings and tries to restore a session, so those
 * two answers are there by default (defaults; signed out); each test adds what it needs with
 * `server.use(...)`, and anything else is an error (setup.ts).
 */
export const server = setupServer(
  http.get('/api/settings', () => HttpResponse.json(DEFAULT_SETTINGS)),
  http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'No session' }, { status: 401 })),
);
