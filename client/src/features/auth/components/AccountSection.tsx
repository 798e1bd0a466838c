import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';

interface AccountSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  /** The delete section: a red icon and button. */
  danger?: boolean;
  children: ReactNode;
}

/** One part of /account: a titled card. */
export function AccountSection({ id, icon: Icon, title, danger = false, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-white">
        <Icon aria-hidden="true" className={`size-5 ${danger ? 'text-red-400' : 'text-amber-500'}`} />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const submitClass = {
  save: 'bg-amber-500 text-slate-950 hover:bg-amber-400',
  danger: 'bg-red-600 text-white hover:bg-red-500',
};

interface AccountFormSectionProps extends AccountSectionProps {
  /** What the section says before its form. */
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The button's label, and what it says while the request runs. */
  submit: readonly [label: string, busyLabel: string];
}

/** An /account section that is one form: its fields (children), then its submit button. */
export function AccountFormSection({ intro, onSubmit, busy, submit, children, ...section }: AccountFormSectionProps) {
  return (
    <AccountSection {...section}>
      {intro}
      <form noValidate onSubmit={onSubmit} className={`space-y-4 ${intro ? 'mt-4' : ''}`}>
        {children}
        <button
          type="submit"
          disabled={busy}
          className={`inline-flex h-11 items-center justify-center rounded-lg px-5 font-semibold transition disabled:cursor-wait disabled:opacity-70 ${submitClass[section.danger ? 'danger' : 'save']}`}
        >
          {busy ? submit[1] : submit[0]}
        </button>
      </form>
    </AccountSection>
  );
}
