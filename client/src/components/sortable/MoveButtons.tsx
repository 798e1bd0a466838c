import { ArrowDown, ArrowUp } from 'lucide-react';

/** Where an item stands in its list and how to move it: what its Move buttons need. */
export interface ReorderProps {
  /** The item's name, which the buttons' names end with. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}

/** Move up and Move down, reordering a list without a drag; each is off at its end of the list. */
export function MoveButtons(props: ReorderProps & { disabled?: boolean; className: string }) {
  const { name, index, count, onMove, disabled = false, className } = props;
  return (
    <>
      <button
        type="button"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
        className={className}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
        className={className}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
