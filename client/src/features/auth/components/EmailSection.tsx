import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { BoundFormField } from '@/components/BoundFormField';
import { ApiError } from '@/lib/api-client';
import { emailChangeSchema, type EmailChangeValues } from '../api/account-schemas';
import { useRequestEmailChange } from '../api/request-email-change';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountSection, AccountSubmit } from './AccountSection';

/** A new address, confirmed by the link sent there; a wrong password (403) is said on its field. */
export function EmailSection() {
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, isSubmitting } = useAccountForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', current_password: '' },
    submit: async (values, form) => {
      setSent((await request.mutateAsync(values)).message);
      form.reset();
    },
    errorField: (error) => (error instanceof ApiError && error.status === 403 ? 'current_password' : 'email'),
  });
  return (
    <AccountSection id="account-email" icon={Mail} title="Email address">
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
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <BoundFormField form={form} name="email" label="New Email" type="email" autoComplete="email" />
        <BoundFormField
          form={form}
          name="current_password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <AccountSubmit busy={isSubmitting} busyLabel="Sending...">
          Change Email
        </AccountSubmit>
      </form>
    </AccountSection>
  );
}
