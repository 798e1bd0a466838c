import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BoundFormField } from '@/components/BoundFormField';
import { paths } from '@/config/paths';
import { deletionSchema, type DeletionValues } from '../api/account-schemas';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountSection, AccountSubmit } from './AccountSection';

/** The way out: the password confirms it, then home, signed out. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { form, onSubmit, isSubmitting } = useAccountForm<DeletionValues>({
    resolver: zodResolver(deletionSchema),
    defaultValues: { password: '' },
    submit: async (values) => {
      await remove.mutateAsync(values);
      toast.success('Your account and your reviews were deleted.');
      navigate(paths.home, { replace: true });
    },
    errorField: 'password',
  });
  return (
    <AccountSection id="account-delete" icon={Trash2} title="Delete account" danger>
      <p className="text-sm text-slate-400">
        This deletes your account and all your reviews, for good. The places&apos; ratings are updated at once.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <BoundFormField
          form={form}
          name="password"
          label="Password to confirm"
          type="password"
          autoComplete="current-password"
        />
        <AccountSubmit busy={isSubmitting} busyLabel="Deleting..." danger>
          Delete My Account
        </AccountSubmit>
      </form>
    </AccountSection>
  );
}
