/** The primary amber button look, for <Link> or <a>. */
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-5 py-2.5 font-semibold text-slate-950 shadow-lg shadow-amber-500/20 transition hover:bg-amber-400';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-700 bg-slate-900/60 px-5 py-2.5 font-semibold text-slate-100 transition hover:border-amber-500/60 hover:text-white';
