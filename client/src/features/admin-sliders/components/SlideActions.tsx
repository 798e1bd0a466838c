import { Trash2 } from 'lucide-react';
import { adminIconButtonClass } from '@/components/admin/AdminPageHeader';
import { MoveButtons, type ReorderProps } from '@/components/sortable/MoveButtons';

/** A slide's Move up and Move down buttons (reordering without a drag) and its Delete button. */
export function SlideActions(props: ReorderProps & { busy: boolean; onDelete: () => void }) {
  const { busy, onDelete, ...reorder } = props;
  const { name } = reorder;
  return (
    <div className="flex items-center gap-2">
      <MoveButtons {...reorder} disabled={busy} className={adminIconButtonClass} />
      <button
        type="button"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={() => window.confirm(`Delete the slide "${name}"? This cannot be undone.`) && onDelete()}
        className={`${adminIconButtonClass} hover:border-red-500/60 hover:text-red-300`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
