import type { AdminMovie } from '@contracts/admin-catalog';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { useDeleteMovie } from '../api/admin-movies';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Says what goes with the movie (its locations and their reviews) before it is deleted. */
export function DeleteMovieDialog({
  movie,
  open,
  onClose,
  onDeleted,
}: {
  movie: AdminMovie;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteMovie();
  const confirm = async () => {
    try {
      await remove.mutateAsync(movie.id);
      toast.success(`“${movie.title}” deleted`);
      onClose();
      onDeleted();
    } catch {
      toast.error('Failed to delete the movie');
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${movie.title}”?`}
      confirmLabel="Delete movie"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        This also deletes its {plural(movie.locations.length, 'location', 'locations')} and their{' '}
        {plural(movie.review_count, 'review', 'reviews')}.
      </p>
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}
