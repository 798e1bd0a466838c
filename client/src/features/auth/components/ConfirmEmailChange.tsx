import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { primaryButtonClass } from '@/components/button-styles';
import { useAuth } from '@/lib/auth/auth-context';
import { ApiError } from '@/lib/api-client';
import { confirmEmailChange } from '../api/account-links';
import { AuthCard } from './AuthCard';

/** Consumes the one-time link sent to a new address from /account; the account moves there. */
export function ConfirmEmailChange() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, updateUser } = useAuth();
  // A query (not an effect) so StrictMode's double mount sends the single-use token once.
  const result = useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => confirmEmailChange(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const changed = result.data;
  // The header and /account show the address of the signed-in user: keep them current.
  useEffect(() => {
    if (changed && user?.id === changed.id && user.email !== changed.email) updateUser(changed);
  }, [changed, user, updateUser]);

  if (token && result.isPending) {
    return (
      <AuthCard title="Confirming your email">
        <p role="status" className="flex items-center justify-center gap-2 text-slate-300">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-amber-500" /> Checking your link...
        </p>
      </AuthCard>
    );
  }
  const failure =
    result.error instanceof ApiError && result.error.status === 409
      ? result.error.message
      : 'This link is invalid or has expired. Request a new one from your account page.';
  return (
    <AuthCard title={changed ? 'Email address changed' : 'Email not changed'}>
      <div className="text-center">
        {changed ? (
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-400" />
        ) : (
          <CircleX aria-hidden="true" className="mx-auto size-12 text-red-400" />
        )}
        <p className="mt-4 text-slate-300">
          {changed ? `Your account now uses ${changed.email}. Sign in with it from now on.` : failure}
        </p>
        <Link to={user ? paths.account : paths.login} className={`${primaryButtonClass} mt-6 w-full`}>
          {user ? 'Back to Your Account' : 'Sign In'}
        </Link>
      </div>
    </AuthCard>
  );
}
