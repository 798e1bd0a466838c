import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { BoundFormField } from '@/components/BoundFormField';
import { ApiError } from '@/lib/api-client';
import { DISPLAY_NAME_TAKEN } from '@contracts';
import { useAuth } from '@/lib/auth/auth-context';
import { registerSchema, type RegisterValues } from '../api/auth-schemas';
import { AuthCard, SubmitButton, authLinkClass } from './AuthCard';
import { DisplayNameField } from './DisplayNameField';
import { NewPasswordFields } from './NewPasswordFields';

const NAME_WORDS = ['Scene Seeker', 'Location Scout', 'Reel Traveller', 'Film Fan', 'Set Jetter', 'Cinephile'];

/** A name to start from (editable): nothing from the email address, which may be someone's real name. */
export function suggestDisplayName(random: () => number = Math.random): string {
  const words = NAME_WORDS[Math.floor(random() * NAME_WORDS.length)];
  return `${words} ${100 + Math.floor(random() * 900)}`;
}

/**
 * SPEC §2 Register and §8: success toast then /login; any failure the generic toast — except a
 * display name someone already has, which is said on its field so the visitor can pick another.
 */
export function RegisterForm() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [suggestion] = useState(() => suggestDisplayName());
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { display_name: suggestion, email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ display_name, email, password }) => {
    try {
      await signUp(email, password, display_name);
      toast.success('Account created successfully! Please check your email to verify your account.');
      navigate(paths.login);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('display_name', { message: DISPLAY_NAME_TAKEN }, { shouldFocus: true });
        return;
      }
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
        <DisplayNameField form={form} />
        <BoundFormField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <NewPasswordFields register={form.register} errors={errors} passwordLabel="Password" />
        <SubmitButton busy={isSubmitting} busyLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
