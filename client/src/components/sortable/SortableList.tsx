import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Fragment, useState, type ReactNode } from 'react';

/** How a list speaks of its items to screen readers. */
export interface SortableWording<Item> {
  /** The item in the instructions: "pick up the stop". */
  item: string;
  /** The word before an item's number: "stop 2 of 5", "position 2 of 5". */
  place: string;
  /** An item's name in the announcements, at the start of a sentence or inside one. */
  nameOf: (item: Item | undefined, atSentenceStart: boolean) => string;
}

interface SortableListProps<Item extends { id: string }> {
  items: Item[];
  /** Moves the item at `from` to `to`; a drop calls it, and so may the item's Move buttons. */
  onMove: (from: number, to: number) => void;
  wording: SortableWording<Item>;
  /** On a phone a short press lifts an item while a swipe still scrolls the page. */
  liftOnLongPress?: boolean;
  listLabel?: string;
  listClassName?: string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Drawn under the pointer while an item is dragged; without it the item itself moves. */
  renderDragPreview?: (item: Item, position: number) => ReactNode;
}

const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function useListSensors(liftOnLongPress: boolean) {
  const longPress = useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } });
  return useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    liftOnLongPress ? longPress : null,
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

function announcementsFor<Item extends { id: string }>(items: Item[], wording: SortableWording<Item>) {
  const { place, nameOf } = wording;
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  const name = (id: UniqueIdentifier, atSentenceStart: boolean) =>
    nameOf(
      items.find((item) => item.id === id),
      atSentenceStart,
    );
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id, false)}, ${place} ${position(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id, true)} is over ${place} ${position(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id, true)} dropped at ${place} ${position(over.id)} of ${items.length}.`
        : `${name(active.id, true)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id, false)} was cancelled.`,
  };
  return { announcements, position };
}

/**
 * A vertical list reordered by pointer, touch or keyboard (Space to lift, arrows to move, Space to
 * drop), each move announced to screen readers. Its items draw themselves with `useSortableItem`.
 */
export function SortableList<Item extends { id: string }>(props: SortableListProps<Item>) {
  const { items, onMove, wording, liftOnLongPress = false, renderItem, renderDragPreview } = props;
  const [draggedId, setDraggedId] = useState<UniqueIdentifier | null>(null);
  const dragged = items.find((item) => item.id === draggedId);
  const sensors = useListSensors(liftOnLongPress);
  const { announcements, position } = announcementsFor(items, wording);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedId(null);
    if (over && active.id !== over.id) onMove(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // With a preview, the preview is what moves, and it keeps to the list's column itself.
      modifiers={renderDragPreview ? undefined : [alongTheList]}
      onDragStart={({ active }) => setDraggedId(active.id)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraggedId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To reorder, press Space or Enter to pick up the ${wording.item}, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={props.listLabel} className={props.listClassName}>
          {items.map((item, index) => (
            <Fragment key={item.id}>{renderItem(item, index)}</Fragment>
          ))}
        </ol>
      </SortableContext>
      {renderDragPreview && (
        // As tall as the preview, not the item: its centre, which decides where it drops, stays by the pointer.
        <DragOverlay style={{ height: 'auto' }} modifiers={[alongTheList]}>
          {dragged && renderDragPreview(dragged, position(dragged.id))}
        </DragOverlay>
      )}
    </DndContext>
  );
}
