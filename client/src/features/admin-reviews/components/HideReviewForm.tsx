import type { ModeratedReview } from '@contracts';
import { REVIEW_HIDE_REASON } from '@contracts';
import { EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { TextAreaField } from '@/components/admin/fields';
import { ApiError } from '@/lib/api-client';
import { useHideReview } from '../api/hide-review';

/** Hides a review with a reason for its author (a report's reason to start from). */
export function HideReviewForm({ review, onClose }: { review: ModeratedReview; onClose: () => void }) {
  const [reason, setReason] = useState(review.open_reports[0]?.reason ?? '');
  const [error, setError] = useState<string | null>(null);
  const hide = useHideReview();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REVIEW_HIDE_REASON.min) return setError('Please give the author a reason');
    hide.mutate(
      { id: review.id, reason: trimmed },
      {
        onSuccess: () => {
          toast.success('Review hidden');
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError && failure.status < 500 ? failure.message : 'That did not work.'),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-800 pt-4">
      <TextAreaField
        label="Reason (shown to the author)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REVIEW_HIDE_REASON.max}
        rows={2}
        error={error ?? undefined}
      />
      <div className="flex gap-2">
        <button type="submit" className={adminPrimaryButtonClass} disabled={hide.isPending}>
          <EyeOff aria-hidden="true" className="size-4" /> {hide.isPending ? 'Hiding...' : 'Hide Review'}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
