import type { PlaceActionsVariant } from '@/lib/place-actions';
import type { SavedPlaceKind } from '@contracts';

interface VariantStyle {
  button: string;
  idle: string;
  pressed: Record<SavedPlaceKind, string>;
  icon: string;
  /** The date field's panel, its label and its secondary text. */
  panel: string;
  label: string;
  muted: string;
  input: string;
  link: string;
}

const dark = {
  idle: 'bg-slate-900/70 text-slate-100 ring-slate-700 hover:text-white hover:ring-amber-500/60',
  pressed: {
    want: 'bg-amber-500 text-slate-950 ring-amber-400 hover:bg-amber-400',
    been: 'bg-emerald-500 text-slate-950 ring-emerald-400 hover:bg-emerald-400',
  },
  panel: 'rounded-xl border border-slate-700 bg-slate-900 p-3 shadow-lg shadow-black/30',
  label: 'text-sm font-medium text-slate-200',
  muted: 'text-sm text-slate-400',
  input:
    'h-10 rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-white [color-scheme:dark] focus:border-amber-500 focus:outline-none',
  link: 'font-semibold text-amber-400 hover:text-amber-300',
};

const focus = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2';
const base = `inline-flex items-center gap-1.5 rounded-full font-semibold ring-1 transition ${focus}`;

/** The toggles on the dark pages (the place's own page a size larger) and in the map's white popup. */
export const toggleStyles: Record<PlaceActionsVariant, VariantStyle> = {
  page: {
    ...dark,
    button: `${base} min-h-10 px-4 text-sm focus-visible:ring-amber-400 focus-visible:ring-offset-slate-950`,
    icon: 'size-4',
  },
  card: {
    ...dark,
    button: `${base} min-h-9 px-3 text-sm focus-visible:ring-amber-400 focus-visible:ring-offset-slate-950`,
    icon: 'size-4',
  },
  popup: {
    button: `${base} min-h-8 px-2.5 text-xs focus-visible:ring-slate-900 focus-visible:ring-offset-white`,
    idle: 'bg-white text-slate-800 ring-slate-300 hover:ring-amber-500',
    pressed: {
      want: 'bg-amber-500 text-slate-950 ring-amber-500 hover:bg-amber-400',
      been: 'bg-emerald-600 text-white ring-emerald-600 hover:bg-emerald-500',
    },
    icon: 'size-3.5',
    panel: 'rounded-lg border border-slate-200 bg-slate-50 p-2',
    label: 'text-xs font-medium text-slate-700',
    muted: 'text-xs text-slate-500',
    input:
      'h-8 rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-900 focus:border-amber-500 focus:outline-none',
    link: 'font-semibold text-amber-700 hover:text-amber-600',
  },
};
