import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { primaryButtonClass } from '@/components/button-styles';
import { useVerifyEmail } from '../api/verify-email';
import { authLinkClass } from './AuthCard';
import { EmailLinkChecking, EmailLinkOutcome } from './EmailLinkOutcome';

/** Consumes the one-time link from the verification email. */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useVerifyEmail(token);

  if (token && result.isPending) return <EmailLinkChecking title="Verifying your email" />;
  const ok = result.isSuccess;
  return (
    <EmailLinkOutcome
      title={ok ? 'Email verified' : 'Verification failed'}
      ok={ok}
      message={
        ok
          ? 'Your email address is verified. You can now sign in.'
          : 'This verification link is invalid or has expired.'
      }
    >
      <Link to={paths.login} className={`${primaryButtonClass} mt-6 w-full`}>
        Sign In
      </Link>
      {!ok && (
        <>
          <p className="mt-4 text-sm text-slate-400">Sign in with your email and password to request a new link.</p>
          <Link to={paths.register} className={`${authLinkClass} mt-2 inline-block text-sm`}>
            Create an account
          </Link>
        </>
      )}
    </EmailLinkOutcome>
  );
}
