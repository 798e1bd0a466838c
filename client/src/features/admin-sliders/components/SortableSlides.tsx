import type { AdminSlide } from '@contracts';
import { arrayMove } from '@dnd-kit/sortable';
import { SortableList, type SortableWording } from '@/components/sortable/SortableList';
import type { useSlidesEditor } from '../hooks/use-slides-editor';
import { SlideCard } from './SlideCard';
import { SlideDragPreview } from './SlideDragPreview';

type Editor = ReturnType<typeof useSlidesEditor>;

const slideWording: SortableWording<AdminSlide> = {
  item: 'slide',
  place: 'position',
  nameOf: (slide, atSentenceStart) => `${atSentenceStart ? 'Slide' : 'slide'} ${slide?.title || 'Untitled slide'}`,
};

/** Slides reorder by pointer or keyboard (Space to lift, arrows to move, Space to drop), announced to screen readers. */
export function SortableSlides({ editor }: { editor: Editor }) {
  const { slides } = editor;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= slides.length || from === to) return;
    void editor.reorder(arrayMove(slides, from, to));
  };

  return (
    <SortableList
      items={slides}
      onMove={move}
      wording={slideWording}
      listClassName="space-y-4"
      renderItem={(slide, index) => (
        <SlideCard
          slide={slide}
          index={index}
          count={slides.length}
          errors={editor.errors[slide.id]}
          busy={editor.busy}
          onEdit={(fields) => editor.edit(slide.id, fields)}
          onMove={(to) => move(index, to)}
          onDelete={() => void editor.remove(slide.id)}
        />
      )}
      // It moves up and down only, in the list's column, as the slides can.
      renderDragPreview={(slide, position) => <SlideDragPreview slide={slide} position={position} />}
    />
  );
}
