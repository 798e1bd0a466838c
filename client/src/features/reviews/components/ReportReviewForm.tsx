import { useId, useState, type FormEvent } from 'react';
import { REVIEW_REPORT_REASON } from '@contracts';
import { ApiError } from '@/lib/api-client';
import { useReportReview } from '../api/report-review';

/** Asks why a review breaks the rules and sends it to the moderators (/admin/reviews). */
export function ReportReviewForm({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportReview(reviewId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REVIEW_REPORT_REASON.min) return setError('Please say what is wrong with this review');
    setError(null);
    report.mutate(
      { reason: trimmed },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status < 500
              ? failure.message
              : 'The report could not be sent. Please try again.',
          ),
      },
    );
  };

  if (report.isSuccess) {
    return (
      <p
        role="status"
        className="mt-4 rounded-lg border border-slate-700 bg-slate-950/40 px-4 py-3 text-sm text-slate-300"
      >
        Thanks for telling us. A moderator will look at this review.{' '}
        <button type="button" onClick={onClose} className="font-semibold text-amber-400 hover:text-amber-300">
          Close
        </button>
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3 rounded-xl border border-slate-800 bg-slate-950/40 p-4"
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-200">
        What is wrong with this review?
      </label>
      <textarea
        id={fieldId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REVIEW_REPORT_REASON.max}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        placeholder="For example: insults, spam, or not about this place"
        className="block w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3.5 py-2.5 text-base text-white placeholder:text-slate-500 outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30"
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={report.isPending}
          className="inline-flex h-10 items-center rounded-lg bg-amber-500 px-4 text-sm font-semibold text-slate-950 transition hover:bg-amber-400 disabled:cursor-wait disabled:opacity-70"
        >
          {report.isPending ? 'Sending...' : 'Send Report'}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-300 transition hover:bg-white/5"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
