import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { useUpdateTrip } from '../api/update-trip';
import { errorMessage } from '../lib/error-message';
import { TripNameForm } from './TripNameForm';
import { iconButtonClass } from './styles';

/** The trip's name as the page's heading, renamed in place. */
export function TripTitle({ trip }: { trip: TripDetail }) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateTrip();
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
          onCancel={() => setRenaming(false)}
          onSubmit={(name) =>
            update.mutateAsync({ tripId: trip.id, input: { name } }).then(
              () => {
                setRenaming(false);
                toast.success('Trip renamed');
              },
              (error: unknown) => {
                toast.error(errorMessage(error, 'Failed to rename the trip. Please try again.'));
                throw error;
              },
            )
          }
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
        onClick={() => setRenaming(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
