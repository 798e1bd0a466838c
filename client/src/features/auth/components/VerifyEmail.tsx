import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { primaryButtonClass } from '@/components/button-styles';
import { verifyEmail } from '../api/account-links';
import { AuthCard, authLinkClass } from './AuthCard';

/** Consumes the one-time link from the verification email. */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A query (not an effect) so StrictMode's double mount sends the single-use token once.
  const result = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token && result.isPending) {
    return (
      <AuthCard title="Verifying your email">
        <p role="status" className="flex items-center justify-center gap-2 text-slate-300">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-amber-500" /> Checking your link...
        </p>
      </AuthCard>
    );
  }
  const ok = result.isSuccess;
  return (
    <AuthCard title={ok ? 'Email verified' : 'Verification failed'}>
      <div className="text-center">
        {ok ? (
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-400" />
        ) : (
          <CircleX aria-hidden="true" className="mx-auto size-12 text-red-400" />
        )}
        <p className="mt-4 text-slate-300">
          {ok
            ? 'Your email address is verified. You can now sign in.'
            : 'This verification link is invalid or has expired.'}
        </p>
        <Link to={paths.login} className={`${primaryButtonClass} mt-6 w-full`}>
          Sign In
        </Link>
        {!ok && (
          <p className="mt-4 text-sm text-slate-400">Sign in with your email and password to request a new link.</p>
        )}
        {!ok && (
          <Link to={paths.register} className={`${authLinkClass} mt-2 inline-block text-sm`}>
            Create an account
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
