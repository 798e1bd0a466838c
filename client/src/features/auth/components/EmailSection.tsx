import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { BoundFormField, CurrentPasswordField } from '@/components/BoundFormField';
import { ApiError } from '@/lib/api-client';
import { emailChangeSchema, type EmailChangeValues } from '../api/account-schemas';
import { useRequestEmailChange } from '../api/request-email-change';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormSection } from './AccountSection';

/** A wrong password (403) is said on its field; any other refusal is about the address. */
const fieldOf = (error: unknown) => (error instanceof ApiError && error.status === 403 ? 'current_password' : 'email');

/** A new address, used once the link sent there is opened. */
export function EmailSection() {
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const { form, ...sending } = useAccountForm<EmailChangeValues>(
    zodResolver(emailChangeSchema),
    { email: '', current_password: '' },
    fieldOf,
    async (values, form) => {
      setSent((await request.mutateAsync(values)).message);
      form.reset();
    },
  );
  const intro = (
    <>
      <p className="text-sm text-slate-400">
        We send a link to the new address; your account uses it once you open that link.
      </p>
      {sent && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-700 bg-emerald-950/40 px-4 py-3 text-sm text-emerald-200"
        >
          {sent}
        </p>
      )}
    </>
  );
  return (
    <AccountFormSection id="account-email" icon={Mail} title="Email address" intro={intro} submit={SUBMIT} {...sending}>
      <BoundFormField form={form} name="email" label="New Email" type="email" autoComplete="email" />
      <CurrentPasswordField form={form} name="current_password" label="Current Password" />
    </AccountFormSection>
  );
}

const SUBMIT = ['Change Email', 'Sending...'] as const;
