import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { adminIconButtonClass } from '@/components/admin/AdminPageHeader';

interface Props {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** A slide's Move up and Move down buttons (reordering without a drag) and its Delete button. */
export function SlideActions({ name, index, count, busy, onMove, onDelete }: Props) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-label={`Move ${name} up`}
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
        className={adminIconButtonClass}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${name} down`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
        className={adminIconButtonClass}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
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
