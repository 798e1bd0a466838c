import { useState } from 'react';
import { toast } from 'sonner';
import { useUpdateTrip } from '../api/update-trip';
import { errorMessage } from '../lib/error-message';

/**
 * Renaming a trip in place: whether its name form is open, and the save, which closes the form and
 * says so, or says why it failed and rejects, so the form keeps what was typed.
 */
export function useRenameTrip(tripId: string) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateTrip();
  const rename = (name: string) =>
    update.mutateAsync({ tripId, input: { name } }).then(
      () => {
        setRenaming(false);
        toast.success('Trip renamed');
      },
      (error: unknown) => {
        toast.error(errorMessage(error, 'Failed to rename the trip. Please try again.'));
        throw error;
      },
    );
  return { renaming, start: () => setRenaming(true), cancel: () => setRenaming(false), rename };
}
