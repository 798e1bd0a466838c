import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One part of /account: a titled card; the delete section's icon is red. */
export function AccountSection({
  id,
  icon: Icon,
  title,
  danger = false,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
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

/** An /account form's submit button, saying what it is doing while the request runs. */
export function AccountSubmit({
  busy,
  busyLabel,
  danger = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`inline-flex h-11 items-center justify-center rounded-lg px-5 font-semibold transition disabled:cursor-wait disabled:opacity-70 ${submitClass[danger ? 'danger' : 'save']}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
