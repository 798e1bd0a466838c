import { toast } from 'sonner';
import type { TripSummary } from '@contracts';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { useDeleteTrip } from '../api/delete-trip';
import { errorMessage } from '../lib/error-message';
import { countOf } from '../lib/format';

/** Says what goes with the trip (its stops, its shared link) before it is deleted. */
export function DeleteTripDialog({ trip, onClose }: { trip: TripSummary | null; onClose: () => void }) {
  const remove = useDeleteTrip();
  const confirm = () => {
    if (!trip) return;
    remove.mutate(trip.id, {
      onSuccess: () => {
        toast.success('Trip deleted');
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete the trip. Please try again.')),
    });
  };
  return (
    <ConfirmDialog
      open={trip !== null}
      title="Delete this trip?"
      confirmLabel="Delete Trip"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {trip && (
        <p>
          <strong className="text-white">{trip.name}</strong>
          {trip.stop_count > 0 && ` and its ${countOf(trip.stop_count, 'stop')}`} will be deleted
          {trip.shared && ', and its shared link will stop working'}. This cannot be undone.
        </p>
      )}
    </ConfirmDialog>
  );
}
