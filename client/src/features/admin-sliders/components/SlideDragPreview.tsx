import type { AdminSlide } from '@contracts';
import { GripVertical } from 'lucide-react';
import { adminIconButtonClass } from '@/components/admin/AdminPageHeader';
import { SlideThumbnail } from './SlideThumbnail';

/**
 * What follows the pointer while a slide is dragged: opaque and raised above the cards it
 * passes over (a see-through copy of the whole form mixed with the card behind it). A picture
 * only: the dragged card itself keeps its fields, announced to screen readers by dnd-kit.
 */
export function SlideDragPreview({ slide, position }: { slide: AdminSlide; position: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="slide-drag-preview"
      className="flex cursor-grabbing items-center gap-4 rounded-2xl border border-amber-500/70 bg-slate-900 p-4 shadow-2xl ring-4 shadow-black/70 ring-amber-500/20"
    >
      <span className={adminIconButtonClass}>
        <GripVertical className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">
          Slide {position} <span className="font-normal text-slate-400">· {slide.active ? 'Active' : 'Hidden'}</span>
        </p>
        <p className="truncate text-sm text-slate-300">{slide.title || 'Untitled slide'}</p>
      </div>
      <SlideThumbnail url={slide.image_url} className="hidden max-w-40 sm:block" />
    </div>
  );
}
