import { useAuth } from '@/lib/auth/auth-context';

/** Sign Out from the header: the local session ends even when the server cannot be reached. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  return async () => {
    try {
      await signOut();
    } catch {
      // SPEC §8: sign-out errors go to the caller; the local session is cleared either way.
      // The header is in the app's entry: the toast library is fetched when needed (see App.tsx).
      const { toast } = await import('sonner');
      toast.error('Sign out did not reach the server; you are signed out on this device.');
    }
  };
}
