import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { BoundFormField, CurrentPasswordField } from '@/components/BoundFormField';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { loginSchema, type LoginValues } from '../api/auth-schemas';
import { AuthCard, SubmitButton, authLinkClass } from './AuthCard';
import { ResendVerification } from './ResendVerification';

/** SPEC §2 Login: back to the page the user came from (location.state.from), else home. */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Why the page asked to sign in (e.g. to save a place), when it said.
  const asked = (location.state as { reason?: unknown } | null)?.reason;
  const reason = typeof asked === 'string' ? asked : null;
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      toast.success('Welcome back!');
      navigate(returnPath(location.state), { replace: true, state: returnState(location.state) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setUnverifiedEmail(email);
        toast.error(error.message);
        return;
      }
      toast.error('Invalid email or password');
    }
  });

  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Welcome back to your film-location journal."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} state={location.state} className={authLinkClass}>
            Create one
          </Link>
        </>
      }
    >
      {reason && (
        <p
          role="status"
          className="mb-5 rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-amber-200"
        >
          {reason}
        </p>
      )}
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <BoundFormField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <CurrentPasswordField
          form={form}
          name="password"
          label="Password"
          hint={
            <Link to={paths.forgotPassword} className="text-sm text-amber-400 hover:text-amber-300">
              Forgot password?
            </Link>
          }
        />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/**
 * The page's own router state goes back with it: what the visitor was doing there when it sent
 * them here (a place to save, issue #33) is carried out once they are back, signed in.
 */
function returnState(state: unknown): unknown {
  return (state as { from?: { state?: unknown } } | null)?.from?.state ?? null;
}

/** Only same-site paths are followed back; anything else goes home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path === paths.login) return paths.home;
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
