import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { CurrentPasswordField } from '@/components/BoundFormField';
import { passwordChangeSchema, type PasswordChangeValues } from '../api/account-schemas';
import { useChangePassword } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormSection } from './AccountSection';
import { NewPasswordFields } from './NewPasswordFields';

/** A new password: this sign-in continues with a new session, every other one ends. */
export function PasswordSection() {
  const change = useChangePassword();
  const { form, ...sending } = useAccountForm<PasswordChangeValues>(
    zodResolver(passwordChangeSchema),
    { current_password: '', password: '', confirmPassword: '' },
    'current_password',
    async ({ current_password, password }, form) => {
      await change.mutateAsync({ current_password, password });
      form.reset();
      toast.success('Password changed. You were signed out on your other devices.');
    },
  );
  return (
    <AccountFormSection id="account-password" icon={KeyRound} title="Password" submit={SUBMIT} {...sending}>
      <CurrentPasswordField form={form} name="current_password" label="Current Password" />
      <NewPasswordFields register={form.register} errors={form.formState.errors} passwordLabel="New Password" />
    </AccountFormSection>
  );
}

const SUBMIT = ['Change Password', 'Changing...'] as const;
