import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { BoundFormField } from '@/components/BoundFormField';
import { passwordChangeSchema, type PasswordChangeValues } from '../api/account-schemas';
import { useChangePassword } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountSection, AccountSubmit } from './AccountSection';
import { NewPasswordFields } from './NewPasswordFields';

/** A new password: this sign-in continues with a new session, every other one ends. */
export function PasswordSection() {
  const change = useChangePassword();
  const { form, onSubmit, isSubmitting } = useAccountForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', password: '', confirmPassword: '' },
    submit: async ({ current_password, password }, form) => {
      await change.mutateAsync({ current_password, password });
      form.reset();
      toast.success('Password changed. You were signed out on your other devices.');
    },
    errorField: 'current_password',
  });
  return (
    <AccountSection id="account-password" icon={KeyRound} title="Password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <BoundFormField
          form={form}
          name="current_password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields register={form.register} errors={form.formState.errors} passwordLabel="New Password" />
        <AccountSubmit busy={isSubmitting} busyLabel="Changing...">
          Change Password
        </AccountSubmit>
      </form>
    </AccountSection>
  );
}
