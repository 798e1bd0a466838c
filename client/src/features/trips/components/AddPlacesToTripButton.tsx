import { ListPlus } from 'lucide-react';
import { useAddToTripWindow } from '../hooks/use-add-to-trip-window';
import { AddToTripDialog } from './AddToTripDialog';
import { smallButtonClass } from './styles';

interface AddPlacesToTripButtonProps {
  /** The places' ids, in the order they go into the trip. */
  ids: string[];
  /** The button's words and the window's title, e.g. "Add These Places to a Trip". */
  label: string;
  /** Names the list when the visitor comes back from signing in (the search's value). */
  listKey: string;
}

/** Add to Trip for a list of places (My Places' Want to Go, as filtered). */
export function AddPlacesToTripButton({ ids, label, listKey }: AddPlacesToTripButtonProps) {
  const { open, start, close } = useAddToTripWindow(listKey);
  if (ids.length === 0) return null;
  return (
    <>
      <button type="button" onClick={start} aria-haspopup="dialog" className={smallButtonClass}>
        <ListPlus aria-hidden="true" className="size-4" /> {label}
      </button>
      <AddToTripDialog
        open={open}
        title={label}
        onClose={close}
        getIds={() => ids}
        count={ids.length}
        what={ids.length === 1 ? 'This place is' : 'These places are'}
      />
    </>
  );
}
