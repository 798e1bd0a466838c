import { Pencil, Trash2 } from 'lucide-react';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60';

/**
 * Edit and Delete under the author's own review. `place` names the review in the buttons' labels
 * where several of the user's reviews share the screen (/account); on a place's page the card says it.
 */
export function ReviewActions({
  onEdit,
  onDelete,
  deleting = false,
  place,
  className,
}: {
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
  place?: string;
  className: string;
}) {
  return (
    <div className={`flex gap-2 border-t border-slate-800 ${className}`}>
      <button
        type="button"
        onClick={onEdit}
        aria-label={place && `Edit your review of ${place}`}
        className={`${actionClass} text-slate-200 hover:bg-white/5`}
      >
        <Pencil aria-hidden="true" className="size-4" /> Edit
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-label={place && `Delete your review of ${place}`}
        className={`${actionClass} text-red-300 hover:bg-red-500/10`}
      >
        <Trash2 aria-hidden="true" className="size-4" /> {deleting ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}

/** Shown to the author only: other visitors do not see a hidden review at all. */
export function HiddenReviewNote({ reason, className }: { reason: string | null; className: string }) {
  return (
    <p role="note" className={`rounded-lg border border-red-500/30 bg-red-500/10 text-sm text-red-200 ${className}`}>
      A moderator hid this review, so other visitors do not see it. Reason: {reason}
    </p>
  );
}
