import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';

/** An email link's token is being checked. */
export function EmailLinkChecking({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p role="status" className="flex items-center justify-center gap-2 text-slate-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-amber-500" /> Checking your link...
      </p>
    </AuthCard>
  );
}

/** What an email link did: a tick or a cross, the sentence, then where to go next (children). */
export function EmailLinkOutcome({
  title,
  ok,
  message,
  children,
}: {
  title: string;
  ok: boolean;
  message: string;
  children: ReactNode;
}) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <AuthCard title={title}>
      <div className="text-center">
        <Icon aria-hidden="true" className={`mx-auto size-12 ${ok ? 'text-emerald-400' : 'text-red-400'}`} />
        <p className="mt-4 text-slate-300">{message}</p>
        {children}
      </div>
    </AuthCard>
  );
}
