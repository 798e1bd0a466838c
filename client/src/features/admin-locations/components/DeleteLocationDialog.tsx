import type { AdminLocation } from '@contracts/admin-catalog';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { useDeleteLocation } from '../api/admin-locations';

/** Says what goes with the location (its reviews) before it is deleted. */
export function DeleteLocationDialog({
  location,
  open,
  onClose,
  onDeleted,
}: {
  location: AdminLocation;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteLocation();
  const confirm = async () => {
    try {
      await remove.mutateAsync(location.id);
      toast.success(`“${location.name}” deleted`);
      onClose();
      onDeleted();
    } catch {
      toast.error('Failed to delete the location');
    }
  };
  const reviews = location.review_count === 1 ? '1 review' : `${location.review_count} reviews`;
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${location.name}”?`}
      confirmLabel="Delete location"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>This also deletes its {reviews}.</p>
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}
