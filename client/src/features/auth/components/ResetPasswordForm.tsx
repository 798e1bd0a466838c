import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { resetSchema, type ResetValues } from '../api/auth-schemas';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, SubmitButton, authLinkClass } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
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
        <NewPasswordFields register={form.register} errors={errors} passwordLabel="New Password" />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Set New Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
