import type { ReactNode } from 'react';

/** The heading row of every admin screen: title, one line of help and the screen's main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-800 pb-6">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-bold text-white">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </header>
  );
}

export const adminCardClass = 'rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-6';

export const adminPrimaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-2.5 text-sm font-semibold text-slate-950 transition hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-60';

export const adminSecondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-700 bg-slate-900 px-4 py-2.5 text-sm font-semibold text-slate-100 transition hover:border-amber-500/60 hover:text-white disabled:cursor-not-allowed disabled:opacity-60';

export const adminIconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-700 text-slate-300 transition hover:border-amber-500/60 hover:text-white disabled:cursor-not-allowed disabled:opacity-40';
