import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useMyReview } from '../api/get-my-review';
import type { ReviewValues } from '../api/review-schema';
import { useUpdateReview } from '../api/update-review';

type Mode = { kind: 'hidden' } | { kind: 'creating' } | { kind: 'editing'; id: string };

const log = (action: string) => (error: unknown) => console.error(`Review ${action} failed`, error);

/**
 * The SPEC §4 form modes of a place's reviews: closed, writing a new review, or editing one. Save
 * and delete failures are logged only (SPEC §8); the server decides what may change.
 */
export function useReviewEditor(locationId: string, userId: string | undefined) {
  // One review per user and place: when the user has one, the form offers to edit it instead.
  const mine = useMyReview(locationId, userId);
  const create = useCreateReview(locationId, userId);
  const update = useUpdateReview(locationId, userId);
  const remove = useDeleteReview(locationId, userId);
  const [mode, setMode] = useState<Mode>({ kind: 'hidden' });
  const [notice, setNotice] = useState<string | null>(null);
  const myReview = mine.data ?? null;

  const close = () => {
    setMode({ kind: 'hidden' });
    setNotice(null);
  };
  const edit = (id: string) => setMode({ kind: 'editing', id });

  return {
    myReview,
    notice,
    creating: mode.kind === 'creating',
    closed: mode.kind === 'hidden',
    editingId: mode.kind === 'editing' ? mode.id : null,
    open: () => (myReview ? edit(myReview.id) : setMode({ kind: 'creating' })),
    edit,
    close,
    submitNew: (values: ReviewValues) =>
      create.mutateAsync(values).then(close, async (error: unknown) => {
        // Reviewed meanwhile (another tab): offer that review for editing rather than failing silently.
        if (error instanceof ApiError && error.status === 409) {
          const existing = (await mine.refetch()).data;
          if (existing) {
            setNotice(error.message);
            edit(existing.id);
            return;
          }
        }
        log('save')(error);
      }),
    saveEdit: (id: string) => (values: ReviewValues) => update.mutateAsync({ id, values }).then(close, log('save')),
    confirmDelete: (id: string) => {
      if (window.confirm('Delete this review? This cannot be undone.')) remove.mutate(id, { onError: log('delete') });
    },
  };
}
