import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { toast } from 'sonner';
import type { AuthUser } from '@contracts';
import { displayNameSchema, type DisplayNameValues } from '../api/account-schemas';
import { useRenameAccount } from '../api/rename-account';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormSection } from './AccountSection';
import { DisplayNameField } from './DisplayNameField';

/** The public name on the user's reviews (the same rule as at registration). */
export function DisplayNameSection({ user }: { user: AuthUser }) {
  const rename = useRenameAccount();
  const { form, ...sending } = useAccountForm<DisplayNameValues>(
    zodResolver(displayNameSchema),
    { display_name: user.display_name },
    'display_name',
    async (values) => {
      await rename.mutateAsync(values);
      toast.success('Display name saved');
    },
  );
  return (
    <AccountFormSection id="account-name" icon={UserRound} title="Display name" submit={SUBMIT} {...sending}>
      <DisplayNameField form={form} />
    </AccountFormSection>
  );
}

const SUBMIT = ['Save Display Name', 'Saving...'] as const;
