import { ListPlus } from 'lucide-react';
import type { PlaceActionsProps, PlaceActionsVariant } from '@/lib/place-actions';
import { useAddToTripWindow } from '../hooks/use-add-to-trip-window';
import { AddToTripDialog } from './AddToTripDialog';

const focus = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2';
const base = `inline-flex items-center gap-1.5 rounded-full font-semibold ring-1 transition ${focus}`;
const dark = `bg-slate-900/70 text-slate-100 ring-slate-700 hover:text-white hover:ring-amber-500/60 focus-visible:ring-amber-400 focus-visible:ring-offset-slate-950`;

/** Drawn as the saved-place toggles beside it are: a pill on the dark pages, a smaller one in the map's white popup. */
const buttonClass: Record<PlaceActionsVariant, string> = {
  page: `${base} ${dark} min-h-10 px-4 text-sm`,
  card: `${base} ${dark} min-h-9 px-3 text-sm`,
  popup: `${base} min-h-8 px-2.5 text-xs bg-white text-slate-800 ring-slate-300 hover:ring-amber-500 focus-visible:ring-slate-900 focus-visible:ring-offset-white`,
};

export type ResolveTripPlaceId = (slug: string) => Promise<string>;

interface AddToTripButtonProps extends PlaceActionsProps {
  /** How to find the place's id where only its slug is known (the map popup). */
  resolveId?: ResolveTripPlaceId;
}

/** Add to Trip beside a place (issue #33): one of the visitor's trips or a new one. */
export function AddToTripButton({ place, variant, className = '', resolveId }: AddToTripButtonProps) {
  const { open, start, close } = useAddToTripWindow(place.slug);
  const getIds = async () => {
    if (place.id) return [place.id];
    if (!resolveId) throw new Error(`No id for ${place.slug}`);
    return [await resolveId(place.slug)];
  };
  return (
    <>
      <button
        type="button"
        onClick={start}
        aria-label={`Add ${place.name} to a Trip`}
        aria-haspopup="dialog"
        className={`${buttonClass[variant]} ${className}`}
      >
        <ListPlus aria-hidden="true" className={variant === 'popup' ? 'size-3.5' : 'size-4'} />
        Add to Trip
      </button>
      <AddToTripDialog
        open={open}
        title={`Add ${place.name} to a Trip`}
        onClose={close}
        getIds={getIds}
        count={1}
        what={`${place.name} is`}
      />
    </>
  );
}
