import { useTrips } from '../api/get-trips';
import { AddToTripForm, type AddToTripFormProps } from './AddToTripForm';
import { Modal } from './Modal';

interface AddToTripDialogProps extends Omit<AddToTripFormProps, 'trips' | 'onDone'> {
  open: boolean;
  title: string;
  onClose: () => void;
}

/** The window Add to Trip opens: the visitor's trips are read once it is open. */
export function AddToTripDialog({ open, title, onClose, ...form }: AddToTripDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <AddToTripContent {...form} onDone={onClose} />
    </Modal>
  );
}

function AddToTripContent(props: Omit<AddToTripFormProps, 'trips'>) {
  const trips = useTrips();
  // A trip made since the list was last read is waited for, so the form starts from the list as it is.
  if (trips.isPending || trips.isRefetching)
    return (
      <p role="status" className="text-sm text-slate-400">
        Loading your trips...
      </p>
    );
  if (trips.isError)
    return (
      <p role="alert" className="text-sm text-red-400">
        Your trips could not be loaded. Please try again.
      </p>
    );
  return <AddToTripForm {...props} trips={trips.data} />;
}
