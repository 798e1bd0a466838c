import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { FormField } from '@/components/FormField';
import { ApiError } from '@/lib/api-client';
import { resetSchema } from '../api/auth-schemas';
import { useResetPassword } from '../api/account-links';
import { AuthCard, SubmitButton, authLinkClass } from './AuthCard';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      toast.success('Your password has been changed. You can now sign in.');
      navigate(paths.login);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 400
          ? error.message
          : 'Could not reset your password. Please try again.',
      );
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to={paths.forgotPassword} className={authLinkClass}>
          Request a new link
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Set New Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
