import type { AdminSlide, SlideInput } from '@contracts';
import { slideSchema } from '@contracts/admin-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { addSlide } from '../api/add-slide';
import { deleteSlide } from '../api/delete-slide';
import { slidesQueryOptions } from '../api/get-slides';
import { updateSlide } from '../api/update-slide';
import { updateSlideOrder } from '../api/update-slide-order';

/** SPEC §4: a new slide's fixed default stock image. */
export const DEFAULT_SLIDE_IMAGE = '/images/default-slide.svg';

export type SlideErrors = Record<string, Partial<Record<keyof SlideInput, string>>>;

const EDITABLE: (keyof SlideInput)[] = [
  'title',
  'subtitle',
  'image_url',
  'button_text',
  'button_url',
  'active',
  'photo_id',
];

const inputOf = (slide: AdminSlide): SlideInput => ({
  title: slide.title,
  subtitle: slide.subtitle ?? '',
  image_url: slide.image_url,
  button_text: slide.button_text ?? '',
  button_url: slide.button_url ?? '',
  active: slide.active,
  photo_id: slide.photo_id,
});

const sameFields = (a: AdminSlide, b: AdminSlide | undefined) =>
  !!b && EDITABLE.every((key) => (a[key] ?? '') === (b[key] ?? ''));

/**
 * The slides of one slider as the admin edits them (SPEC §4): field edits stay local until
 * 'Save Changes'; adding, deleting and reordering are written at once. A reorder renumbers the
 * orders from 0 immediately and persists them one by one; a failure leaves the new local order
 * (no rollback, SPEC §8).
 */
export function useSlidesEditor(sliderId: string, initial: AdminSlide[]) {
  const queryClient = useQueryClient();
  const [slides, setSlides] = useState(initial);
  /** The server's version of each slide, to know which ones hold unsaved edits. */
  const [saved, setSaved] = useState(() => new Map(initial.map((slide) => [slide.id, slide])));
  const [errors, setErrors] = useState<SlideErrors>({});
  const [busy, setBusy] = useState(false);

  const remember = useCallback((...rows: AdminSlide[]) => {
    setSaved((current) => new Map([...current, ...rows.map((row) => [row.id, row] as const)]));
  }, []);
  const syncCache = useCallback(
    (next: AdminSlide[]) => queryClient.setQueryData(slidesQueryOptions(sliderId).queryKey, next),
    [queryClient, sliderId],
  );

  const dirtyIds = useMemo(
    () => new Set(slides.filter((slide) => !sameFields(slide, saved.get(slide.id))).map((slide) => slide.id)),
    [slides, saved],
  );

  const edit = (id: string, fields: Partial<AdminSlide>) => {
    setSlides((current) => current.map((slide) => (slide.id === id ? { ...slide, ...fields } : slide)));
    setErrors(({ [id]: _cleared, ...rest }) => rest);
  };

  /** One write at a time: the buttons wait for it, and its outcome is a toast (a failure also logged). */
  const run = async (work: () => Promise<void>, messages: { done: string; failed: string }) => {
    setBusy(true);
    try {
      await work();
      toast.success(messages.done);
    } catch (error) {
      console.error(messages.failed, error);
      toast.error(messages.failed);
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(
      async () => {
        const created = await addSlide(sliderId, {
          title: 'New Slide',
          image_url: DEFAULT_SLIDE_IMAGE,
          order: slides.length,
          active: true,
        });
        remember(created);
        setSlides((current) => [...current, created]);
      },
      { done: 'Slide added successfully', failed: 'Failed to add slide' },
    );

  const remove = (id: string) =>
    run(
      async () => {
        await deleteSlide(id);
        // The server closes the gap (orders stay 0, 1, 2, …): so does the list here.
        setSlides((current) =>
          current.filter((slide) => slide.id !== id).map((slide, index) => ({ ...slide, order: index })),
        );
      },
      { done: 'Slide deleted successfully', failed: 'Failed to delete slide' },
    );

  const reorder = (ordered: AdminSlide[]) => {
    const renumbered = ordered.map((slide, index) => ({ ...slide, order: index }));
    setSlides(renumbered);
    return run(
      async () => {
        for (const slide of renumbered) {
          const row = await updateSlideOrder(slide.id, slide.order);
          setSaved((current) => new Map(current).set(row.id, { ...(current.get(row.id) ?? row), order: row.order }));
        }
      },
      { done: 'Slide order updated', failed: 'Failed to update slide order' },
    );
  };

  const saveAll = async () => {
    const found: SlideErrors = {};
    for (const slide of slides) {
      const result = slideSchema.safeParse(inputOf(slide));
      if (!result.success)
        found[slide.id] = Object.fromEntries(
          result.error.issues.map((issue) => [issue.path[0], issue.message]).reverse(),
        );
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error('Failed to save changes');
      return;
    }
    await run(
      async () => {
        const next: AdminSlide[] = [];
        for (const slide of slides) next.push(await saveOne(slide));
        setSlides(next);
        remember(...next);
        syncCache(next);
      },
      { done: 'Changes saved successfully', failed: 'Failed to save changes' },
    );
  };

  /** SPEC §7: every slide's whole row is written, one after the other. */
  const saveOne = async (slide: AdminSlide): Promise<AdminSlide> => {
    try {
      return await updateSlide(slide.id, inputOf(slide));
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError
          ? (error.details as { errors?: Record<string, string> } | undefined)?.errors
          : undefined;
      if (fieldErrors) setErrors((current) => ({ ...current, [slide.id]: fieldErrors }));
      throw error;
    }
  };

  return { slides, errors, busy, dirty: dirtyIds.size > 0, edit, add, remove, reorder, saveAll };
}
