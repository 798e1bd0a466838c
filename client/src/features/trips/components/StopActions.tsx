import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { iconButtonClass } from './styles';

interface StopActionsProps {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Move up and Move down (reordering without a drag) and Remove, each named after the stop. */
export function StopActions({ name, index, count, busy, onMove, onRemove }: StopActionsProps) {
  return (
    <div className="flex items-center">
      <button
        type="button"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        className={iconButtonClass}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        className={iconButtonClass}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        disabled={busy}
        onClick={onRemove}
        className={`${iconButtonClass} hover:text-red-400`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
