import type { AdminSlide, AdminSlider } from '@contracts';
import { Plus, Save } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { adminCardClass, adminPrimaryButtonClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { Skeleton } from '@/components/Skeleton';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useSlides } from '../api/get-slides';
import { useSlidesEditor } from '../hooks/use-slides-editor';
import { SortableSlides } from './SortableSlides';

export function SlidesPanel({ slider }: { slider: AdminSlider }) {
  const slides = useSlides(slider.id);

  useEffect(() => {
    if (!slides.isError) return;
    console.error('Failed to load slides', slides.error);
    toast.error('Failed to load slides');
  }, [slides.isError, slides.error]);

  if (slides.isPending) {
    return (
      <div role="status" aria-label="Loading slides" className="space-y-4">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (slides.isError) return <p className={`${adminCardClass} text-slate-400`}>The slides could not be loaded.</p>;
  return <SlidesEditor slider={slider} initial={slides.data} />;
}

function SlidesEditor({ slider, initial }: { slider: AdminSlider; initial: AdminSlide[] }) {
  const editor = useSlidesEditor(slider.id, initial);
  useUnsavedChanges(editor.dirty);

  return (
    <section aria-labelledby="slides-heading" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="slides-heading" className="text-xl font-semibold text-white">
          Slides for {slider.name}
        </h2>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void editor.saveAll()}
            disabled={editor.busy || !editor.dirty}
            className={adminPrimaryButtonClass}
          >
            <Save aria-hidden="true" className="size-4" /> Save Changes
          </button>
          <button
            type="button"
            onClick={() => void editor.add()}
            disabled={editor.busy}
            className={adminSecondaryButtonClass}
          >
            <Plus aria-hidden="true" className="size-4" /> Add Slide
          </button>
        </div>
      </div>
      {editor.dirty && (
        <p role="status" className="text-sm text-amber-300">
          You have unsaved changes.
        </p>
      )}
      {editor.slides.length === 0 ? (
        <p className={`${adminCardClass} text-slate-400`}>
          This slider has no slides yet. Add one to show it on the site.
        </p>
      ) : (
        <SortableSlides editor={editor} />
      )}
    </section>
  );
}
