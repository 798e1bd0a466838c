import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { FormField } from '@/components/FormField';
import { useAuth } from '@/lib/auth/auth-context';
import { registerSchema, type RegisterValues } from '../api/auth-schemas';
import { AuthCard, SubmitButton, authLinkClass } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

/** SPEC §2 Register and §8: success toast then /login; any failure the generic toast. */
export function RegisterForm() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signUp(email, password);
      toast.success('Account created successfully! Please check your email to verify your account.');
      navigate(paths.login);
    } catch {
      toast.error('Failed to create account. Please try again.');
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Review the places you visit and help fellow film fans."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields register={form.register} errors={errors} passwordLabel="Password" />
        <SubmitButton busy={isSubmitting} busyLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
