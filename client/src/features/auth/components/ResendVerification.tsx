import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { useResendVerification } from '../api/resend-verification';

/** Shown when sign-in is refused because the address is not verified yet. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div
      role="status"
      className="mb-6 rounded-xl border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-100"
    >
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
        <span>Your email address is not verified yet. Open the link we emailed you, or ask for a new one.</span>
      </p>
      <button
        type="button"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(email, {
            onSuccess: () => toast.success('Verification email sent. Please check your inbox.'),
            onError: () => toast.error('Could not send the email. Please try again later.'),
          })
        }
        className="mt-3 rounded-lg border border-amber-500/50 px-3 py-1.5 font-semibold text-amber-300 transition hover:bg-amber-500/10 disabled:opacity-60"
      >
        {resend.isSuccess ? 'Verification email sent' : 'Resend verification email'}
      </button>
    </div>
  );
}
