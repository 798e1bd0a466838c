/** Looks shared by the trip screens (the app's amber-on-slate buttons, in a compact size for toolbars). */
export const smallButtonClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-700 bg-slate-900/60 px-3 py-2 text-sm font-semibold text-slate-100 transition hover:border-amber-500/60 hover:text-white disabled:cursor-not-allowed disabled:opacity-60';

export const smallPrimaryButtonClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg bg-amber-500 px-3.5 py-2 text-sm font-semibold text-slate-950 transition hover:bg-amber-400 disabled:cursor-wait disabled:opacity-70';

export const iconButtonClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-400 transition hover:bg-white/5 hover:text-white disabled:cursor-not-allowed disabled:opacity-40';

export const panelClass = 'rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5';

export const inputClass =
  'block h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-base text-white placeholder:text-slate-500 outline-none transition focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 sm:text-sm';
