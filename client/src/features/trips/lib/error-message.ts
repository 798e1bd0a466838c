import { ApiError } from '@/lib/api-client';

/**
 * The server's own message for a refusal the visitor can act on (a limit, a name too long, a trip
 * that is gone); the fallback for anything else (no connection, a server fault).
 */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
