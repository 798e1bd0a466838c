import { GripVertical } from 'lucide-react';
import type { DragHandleProps } from './use-sortable-item';

/** The grip a sortable item is dragged by, named after the item. */
export function DragHandle(props: { handle: DragHandleProps; name: string; disabled?: boolean; className: string }) {
  const { handle, name, disabled, className } = props;
  return (
    <button
      type="button"
      {...handle}
      aria-label={`Drag to reorder ${name}`}
      disabled={disabled}
      className={`${className} cursor-grab touch-none active:cursor-grabbing`}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}
