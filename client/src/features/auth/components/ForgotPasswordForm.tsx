import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { BoundFormField } from '@/components/BoundFormField';
import { emailOnlySchema } from '../api/auth-schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, SubmitButton, authLinkClass } from './AuthCard';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<z.infer<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutateAsync(email).catch(() => toast.error('Could not send the email. Please try again later.')),
  );
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className={authLinkClass}>
          Back to sign in
        </Link>
      }
    >
      {request.isSuccess ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-4 text-center text-emerald-200"
        >
          If an account exists for that address, a reset link is on its way. Please check your email.
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <BoundFormField form={form} name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending...">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
