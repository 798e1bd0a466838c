import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, authTokens } from '@/lib/api-client';
import { forgetOfflineData, offlineUser } from '@/lib/offline/offline-store';
import { queryKeys } from '@/lib/query-keys';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { AuthSession, AuthUser, Registration } from '@contracts';

/** The session from the refresh cookie; undefined (204) for a visitor without one. */
const refreshSession = async (): Promise<AuthSession | null> =>
  (await api.post<AuthSession | undefined>('/auth/refresh', undefined, { skipAuthRefresh: true })) ?? null;

// StrictMode mounts twice in development; one restore request keeps the rotating token valid.
let restoring: Promise<AuthSession | null> | null = null;
const restoreOnce = () => (restoring ??= refreshSession().catch(() => null));

/**
 * Holds the signed-in user. The session is restored on load through the httpOnly refresh
 * cookie (SPEC §4 initial session); the profile, with its role, comes from the server.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [signedOut, setSignedOut] = useState(false);

  const apply = useCallback((session: AuthSession | null) => {
    authTokens.set(session?.access_token ?? null);
    setUser(session?.user ?? null);
  }, []);

  useEffect(() => {
    authTokens.onRefresh(async () => {
      const session = await refreshSession().catch(() => null);
      apply(session);
      return session?.access_token ?? null;
    });
    let active = true;
    void restoreOnce().then((session) => {
      restoring = null;
      if (!active) return;
      apply(session);
      // Offline, the session cannot be restored: the user who saved trips on this device reads them
      // (no token: the worker answers from their own cache, and every write waits for the network).
      const saved = !session && !navigator.onLine ? offlineUser() : null;
      if (saved) setUser({ ...saved, email: '', role: 'user' });
      setIsLoading(false);
    });
    return () => {
      active = false;
      authTokens.onRefresh(null);
    };
  }, [apply]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const session = await api.post<AuthSession>('/auth/login', { email, password }, { skipAuthRefresh: true });
      setSignedOut(false);
      apply(session);
      return session.user;
    },
    [apply],
  );

  const signUp = useCallback(async (email: string, password: string, displayName: string) => {
    const registration: Registration = { email, password, display_name: displayName };
    await api.post('/auth/register', registration, { skipAuthRefresh: true });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post('/auth/logout', undefined, { skipAuthRefresh: true });
    } finally {
      // A saved trip is its owner's: the next person on this device must not open it offline.
      await forgetOfflineData().catch(() => undefined);
      setSignedOut(true);
      apply(null);
      queryClient.removeQueries({ queryKey: queryKeys.auth.all });
    }
  }, [apply, queryClient]);

  const applySession = useCallback(
    (session: AuthSession | null) => {
      if (!session) {
        setSignedOut(true);
        queryClient.removeQueries({ queryKey: queryKeys.auth.all });
      }
      apply(session);
    },
    [apply, queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAdmin: user?.role === 'admin',
      isLoading,
      signedOut,
      signIn,
      signUp,
      signOut,
      applySession,
      updateUser: setUser,
    }),
    [user, isLoading, signedOut, signIn, signUp, signOut, applySession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
