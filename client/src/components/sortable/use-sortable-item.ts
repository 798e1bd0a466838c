import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** The props a drag handle spreads: the element that starts a drag, by pointer or keyboard. */
export type DragHandleProps = ReturnType<typeof useSortableItem>['handleProps'];

/** One item of a `SortableList`: the props for its element and its drag handle, and whether it is dragged. */
export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    transition: { duration: 200, easing: 'ease' }, // SPEC §9 asks it of the slides; the trip's stops move alike
  });
  return {
    isDragging,
    itemProps: { ref: setNodeRef, style: { transform: CSS.Translate.toString(transform), transition } },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
