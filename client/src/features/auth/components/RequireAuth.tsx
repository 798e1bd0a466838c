import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * SPEC §4 route guard: spinner while auth loads; no user → /login remembering where they
 * were; a non-admin on an admin route → /. The server enforces the same on every call.
 */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { user, isAdmin, isLoading, signedOut } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <div role="status" className="grid min-h-screen place-items-center">
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-amber-500" />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  // Someone who just signed out on a guarded page goes home, not to a sign-in form.
  if (!user && signedOut) return <Navigate to={paths.home} replace />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (admin && !isAdmin) return <Navigate to={paths.home} replace />;
  return children;
}
