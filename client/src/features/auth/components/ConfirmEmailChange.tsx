import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { primaryButtonClass } from '@/components/button-styles';
import { useAuth } from '@/lib/auth/auth-context';
import { ApiError } from '@/lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { EmailLinkChecking, EmailLinkOutcome } from './EmailLinkOutcome';

/** Consumes the one-time link sent to a new address from /account; the account moves there. */
export function ConfirmEmailChange() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, updateUser } = useAuth();
  const result = useConfirmEmailChange(token);
  const changed = result.data;
  // The header and /account show the address of the signed-in user: keep them current.
  useEffect(() => {
    if (changed && user?.id === changed.id && user.email !== changed.email) updateUser(changed);
  }, [changed, user, updateUser]);

  if (token && result.isPending) return <EmailLinkChecking title="Confirming your email" />;
  const failure =
    result.error instanceof ApiError && result.error.status === 409
      ? result.error.message
      : 'This link is invalid or has expired. Request a new one from your account page.';
  return (
    <EmailLinkOutcome
      title={changed ? 'Email address changed' : 'Email not changed'}
      ok={Boolean(changed)}
      message={changed ? `Your account now uses ${changed.email}. Sign in with it from now on.` : failure}
    >
      <Link to={user ? paths.account : paths.login} className={`${primaryButtonClass} mt-6 w-full`}>
        {user ? 'Back to Your Account' : 'Sign In'}
      </Link>
    </EmailLinkOutcome>
  );
}
