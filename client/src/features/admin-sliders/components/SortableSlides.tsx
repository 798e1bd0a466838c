import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import type { useSlidesEditor } from '../hooks/use-slides-editor';
import { SlideCard } from './SlideCard';
import { SlideDragPreview } from './SlideDragPreview';

type Editor = ReturnType<typeof useSlidesEditor>;

const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Slides reorder by pointer or keyboard (Space to lift, arrows to move, Space to drop), announced to screen readers. */
export function SortableSlides({ editor }: { editor: Editor }) {
  const { slides } = editor;
  const [draggedId, setDraggedId] = useState<UniqueIdentifier | null>(null);
  const dragged = slides.find((slide) => slide.id === draggedId);
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => slides.findIndex((slide) => slide.id === id) + 1;
  const titleOf = (id: UniqueIdentifier) => slides.find((slide) => slide.id === id)?.title || 'Untitled slide';

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up slide ${titleOf(active.id)}, position ${position(active.id)} of ${slides.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Slide ${titleOf(active.id)} is over position ${position(over.id)} of ${slides.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Slide ${titleOf(active.id)} dropped at position ${position(over.id)} of ${slides.length}.`
        : `Slide ${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving slide ${titleOf(active.id)} was cancelled.`,
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= slides.length || from === to) return;
    void editor.reorder(arrayMove(slides, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedId(null);
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDraggedId(active.id)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraggedId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter to pick up the slide, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={slides.map((slide) => slide.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-4">
          {slides.map((slide, index) => (
            <SlideCard
              key={slide.id}
              slide={slide}
              index={index}
              count={slides.length}
              errors={editor.errors[slide.id]}
              busy={editor.busy}
              onEdit={(fields) => editor.edit(slide.id, fields)}
              onMove={(to) => move(index, to)}
              onDelete={() => void editor.remove(slide.id)}
            />
          ))}
        </ol>
      </SortableContext>
      {/*
        As tall as the preview, not the card: its centre, which decides where it drops, stays by the
        pointer. It moves up and down only, in the list's column, as the slides can.
      */}
      <DragOverlay style={{ height: 'auto' }} modifiers={[alongTheList]}>
        {dragged && <SlideDragPreview slide={dragged} position={position(dragged.id)} />}
      </DragOverlay>
    </DndContext>
  );
}
