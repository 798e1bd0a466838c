import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { BoundFormField } from '@/components/BoundFormField';
import type { AuthUser } from '@contracts';
import { displayNameSchema, type DisplayNameValues } from '../api/account-schemas';
import { useRenameAccount } from '../api/rename-account';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountSection, AccountSubmit } from './AccountSection';

/** The public name on the user's reviews (the same rule as at registration). */
export function DisplayNameSection({ user }: { user: AuthUser }) {
  const rename = useRenameAccount();
  const { form, onSubmit, isSubmitting } = useAccountForm<DisplayNameValues>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { display_name: user.display_name },
    submit: async (values) => {
      await rename.mutateAsync(values);
      toast.success('Display name saved');
    },
    errorField: 'display_name',
  });
  return (
    <AccountSection id="account-name" icon={UserRound} title="Display name">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <BoundFormField
          form={form}
          name="display_name"
          label="Display name"
          autoComplete="nickname"
          description="Shown on your reviews instead of your email."
        />
        <AccountSubmit busy={isSubmitting} busyLabel="Saving...">
          Save Display Name
        </AccountSubmit>
      </form>
    </AccountSection>
  );
}
