import type { ReactNode } from 'react';
import type { AuthUser } from '@contracts';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { useAuth } from '@/lib/auth/auth-context';

/** A page of the signed-in visitor's own: others sign in first and come back; then it is drawn for them. */
export function SignedIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  return (
    <RequireAuth>
      <ForUser>{children}</ForUser>
    </RequireAuth>
  );
}

function ForUser({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { user } = useAuth();
  return user ? children(user) : null;
}
