import { Trash2 } from 'lucide-react';
import { MoveButtons, type ReorderProps } from '@/components/sortable/MoveButtons';
import { iconButtonClass } from './styles';

/** Move up and Move down (reordering without a drag) and Remove, each named after the stop. */
export function StopActions(props: ReorderProps & { busy: boolean; onRemove: () => void }) {
  const { busy, onRemove, ...reorder } = props;
  return (
    <div className="flex items-center">
      <MoveButtons {...reorder} className={iconButtonClass} />
      <button
        type="button"
        aria-label={`Remove ${reorder.name}`}
        disabled={busy}
        onClick={onRemove}
        className={`${iconButtonClass} hover:text-red-400`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
