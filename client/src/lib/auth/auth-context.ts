import { createContext, useContext } from 'react';
import type { AuthSession, AuthUser } from '@contracts';

/** SPEC §3 Current user context, plus the session actions. */
export interface AuthContextValue {
  user: AuthUser | null;
  /** SPEC §6: only the role value `admin` counts. */
  isAdmin: boolean;
  isLoading: boolean;
  /** True once this tab signed out (until the next sign-in): guards then send the visitor home, not to /login. */
  signedOut: boolean;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string, displayName: string): Promise<void>;
  signOut(): Promise<void>;
  /** A new session from the server (after a password change) or none (the account was deleted). */
  applySession(session: AuthSession | null): void;
  /** The signed-in user's profile changed on the server (a new display name). */
  updateUser(user: AuthUser): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** SPEC §8: using the auth context outside its provider is a fault. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
