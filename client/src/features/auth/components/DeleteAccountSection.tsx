import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { CurrentPasswordField } from '@/components/BoundFormField';
import { paths } from '@/config/paths';
import { deletionSchema, type DeletionValues } from '../api/account-schemas';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormSection } from './AccountSection';

/** The way out: the password confirms it, then home, signed out. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { form, ...sending } = useAccountForm<DeletionValues>(
    zodResolver(deletionSchema),
    { password: '' },
    'password',
    async (values) => {
      await remove.mutateAsync(values);
      toast.success('Your account and your reviews were deleted.');
      navigate(paths.home, { replace: true });
    },
  );
  const intro = (
    <p className="text-sm text-slate-400">
      This deletes your account, your reviews, trips and saved places, for good. The places&apos; ratings are updated at
      once.
    </p>
  );
  return (
    <AccountFormSection
      id="account-delete"
      icon={Trash2}
      title="Delete account"
      danger
      intro={intro}
      submit={SUBMIT}
      {...sending}
    >
      <CurrentPasswordField form={form} name="password" label="Password to confirm" />
    </AccountFormSection>
  );
}

const SUBMIT = ['Delete My Account', 'Deleting...'] as const;
