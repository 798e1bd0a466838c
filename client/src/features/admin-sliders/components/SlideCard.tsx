import type { AdminSlide, SlideInput } from '@contracts';
import { adminCardClass, adminIconButtonClass } from '@/components/admin/AdminPageHeader';
import { CheckboxField, TextField } from '@/components/admin/fields';
import { PhotoField } from '@/components/admin/PhotoField';
import { DragHandle } from '@/components/sortable/DragHandle';
import { useSortableItem } from '@/components/sortable/use-sortable-item';
import { SlideActions } from './SlideActions';
import { SlideThumbnail } from './SlideThumbnail';

interface SlideCardProps {
  slide: AdminSlide;
  index: number;
  count: number;
  errors?: Partial<Record<keyof SlideInput, string>>;
  busy: boolean;
  onEdit: (fields: Partial<AdminSlide>) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** The card's place while it is dragged: its size, an outline where it will drop. */
const GAP_CLASS = 'rounded-2xl border border-dashed border-amber-500/70 bg-amber-500/5 p-5 sm:p-6';

/** SPEC §2: one slide — drag handle, Title, Subtitle, Image URL (with a thumbnail), Button Text, Button URL, Active, delete. */
export function SlideCard({ slide, index, count, errors = {}, busy, onEdit, onMove, onDelete }: SlideCardProps) {
  const { isDragging, itemProps, handleProps } = useSortableItem(slide.id);
  const label = `Slide ${index + 1}`;
  const name = slide.title || 'Untitled slide';
  const text = (key: 'title' | 'subtitle' | 'image_url' | 'button_text' | 'button_url') => ({
    value: slide[key] ?? '',
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onEdit({ [key]: event.target.value }),
  });

  return (
    <li {...itemProps} aria-label={label} className={`relative ${isDragging ? GAP_CLASS : adminCardClass}`}>
      {/*
        While dragged, the card is the gap it leaves (where it will drop): an outline, its fields
        transparent but still there, so the focused handle keeps a keyboard drag going.
      */}
      <div className={isDragging ? 'opacity-0' : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <DragHandle handle={handleProps} name={name} disabled={busy} className={adminIconButtonClass} />
            <h3 className="font-semibold text-white">
              {label} <span className="font-normal text-slate-400">· {slide.active ? 'Active' : 'Hidden'}</span>
            </h3>
          </div>
          <SlideActions {...{ name, index, count, busy, onMove, onDelete }} />
        </div>
        <div className="mt-4 grid gap-4 xl:grid-cols-[1fr_12rem]">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Title" {...text('title')} />
            <TextField label="Subtitle" {...text('subtitle')} />
            <TextField label="Image URL" className="sm:col-span-2" {...text('image_url')} />
            <TextField label="Button Text" {...text('button_text')} />
            <TextField label="Button URL" {...text('button_url')} />
            <CheckboxField
              label="Active"
              checked={slide.active}
              onChange={(event) => onEdit({ active: event.target.checked })}
            />
            <div className="sm:col-span-2">
              <PhotoField
                label="Slide photo"
                headingLevel={4}
                value={slide.photo}
                onChange={(photo) => onEdit({ photo, photo_id: photo?.id ?? null })}
              />
            </div>
          </div>
          <SlideThumbnail url={slide.image_url} />
        </div>
      </div>
    </li>
  );
}
