import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authTokens } from '@/lib/api-client';
import { forgetOfflineData, offlineUser } from '@/lib/offline/offline-store';
import { queryKeys } from '@/lib/query-keys';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { AuthSession, AuthUser } from '@contracts';
import { refreshSession } from './api/refresh-session';
import { register } from './api/register';
import { signIn as requestSession } from './api/sign-in';
import { signOut as endSession } from './api/sign-out';

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
      const session = await requestSession(email, password);
      setSignedOut(false);
      apply(session);
      return session.user;
    },
    [apply],
  );

  const signUp = useCallback(async (email: string, password: string, displayName: string) => {
    await register({ email, password, display_name: displayName });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await endSession();
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
