import type { AdminSlide, SlideInput } from '@contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminCardClass, adminIconButtonClass } from '@/components/admin/AdminPageHeader';
import { CheckboxField, TextField } from '@/components/admin/fields';
import { PhotoField } from '@/components/admin/PhotoField';

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

/** SPEC §2: one slide — drag handle, Title, Subtitle, Image URL (with a thumbnail), Button Text, Button URL, Active, delete. */
export function SlideCard({ slide, index, count, errors = {}, busy, onEdit, onMove, onDelete }: SlideCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: slide.id,
    transition: { duration: 200, easing: 'ease' }, // SPEC §9
  });
  const label = `Slide ${index + 1}`;
  const name = slide.title || 'Untitled slide';
  const text = (key: 'title' | 'subtitle' | 'image_url' | 'button_text' | 'button_url') => ({
    value: slide[key] ?? '',
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onEdit({ [key]: event.target.value }),
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={label}
      className={`${adminCardClass} relative ${isDragging ? 'z-10 shadow-2xl ring-2 ring-amber-500/60' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag to reorder ${name}`}
            disabled={busy}
            className={`${adminIconButtonClass} cursor-grab touch-none active:cursor-grabbing`}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
          <h3 className="font-semibold text-white">
            {label} <span className="font-normal text-slate-400">· {slide.active ? 'Active' : 'Hidden'}</span>
          </h3>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
            className={adminIconButtonClass}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
            className={adminIconButtonClass}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Delete ${name}`}
            disabled={busy}
            onClick={() => window.confirm(`Delete the slide "${name}"? This cannot be undone.`) && onDelete()}
            className={`${adminIconButtonClass} hover:border-red-500/60 hover:text-red-300`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
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
        <Thumbnail url={slide.image_url} />
      </div>
    </li>
  );
}

function Thumbnail({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <div className="grid aspect-video w-full max-w-xs place-items-center self-start rounded-lg border border-dashed border-slate-700 text-xs text-slate-400">
        <span className="flex flex-col items-center gap-1">
          <ImageOff aria-hidden="true" className="size-5" /> No preview
        </span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt="Slide thumbnail"
      onError={() => setFailed(url)}
      className="aspect-video w-full max-w-xs self-start rounded-lg border border-slate-800 object-cover"
    />
  );
}
