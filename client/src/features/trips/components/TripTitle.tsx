import { Pencil } from 'lucide-react';
import type { TripDetail } from '@contracts';
import { useRenameTrip } from '../hooks/use-rename-trip';
import { TripNameForm } from './TripNameForm';
import { iconButtonClass } from './styles';

/** The trip's name as the page's heading, renamed in place. */
export function TripTitle({ trip }: { trip: TripDetail }) {
  const { renaming, start, cancel, rename } = useRenameTrip(trip.id);
  if (renaming)
    return (
      <div className="max-w-xl">
        <h1 className="sr-only">{trip.name}</h1>
        <TripNameForm
          label="Trip name"
          defaultName={trip.name}
          submitLabel="Save Name"
          busyLabel="Saving..."
          autoFocus
          onCancel={cancel}
          onSubmit={rename}
        />
      </div>
    );
  return (
    <div className="flex items-start gap-2">
      <h1 className="min-w-0 font-display text-3xl font-bold break-words text-white sm:text-4xl">{trip.name}</h1>
      <button
        type="button"
        className={`${iconButtonClass} mt-0.5 print:hidden`}
        aria-label={`Rename ${trip.name}`}
        onClick={start}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
