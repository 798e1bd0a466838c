import type { ModeratedReview } from '@contracts';
import { EyeOff, Flag, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { paths } from '@/config/paths';
import { useDismissReviewReports } from '../api/dismiss-review-reports';
import { useRestoreReview } from '../api/restore-review';
import { HideReviewForm } from './HideReviewForm';

const formatDate = (value: string) =>
  new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One review as a moderator sees it: who, where, the text, why it is hidden or reported, and the actions. */
export function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const [hiding, setHiding] = useState(false);
  return (
    <article aria-label={`Review by ${review.author} of ${review.location.name}`} className={adminCardClass}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-slate-200">
          <span className="font-semibold text-white">{review.author}</span> on{' '}
          <Link to={paths.location(review.location.slug)} className="text-amber-400 hover:text-amber-300">
            {review.location.name}
          </Link>
          <span className="ml-2 inline-flex items-center gap-0.5 text-sm text-amber-300">
            <Star aria-hidden="true" className="size-3.5 fill-current" /> {review.rating}
            <span className="sr-only"> out of 5</span>
          </span>
        </p>
        <time dateTime={review.created_at} className="text-xs text-slate-400">
          {formatDate(review.created_at)}
        </time>
      </header>
      {/* A text node: React escapes it, so a hostile review cannot become markup here either. */}
      <p className="mt-3 break-words whitespace-pre-line text-slate-300">{review.content}</p>
      {review.hidden_at && (
        <p className="mt-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          Hidden {formatDate(review.hidden_at)}. Reason given to the author: {review.hidden_reason}
        </p>
      )}
      <OpenReports reports={review.open_reports} />
      {hiding ? (
        <HideReviewForm review={review} onClose={() => setHiding(false)} />
      ) : (
        <ReviewActions review={review} onHide={() => setHiding(true)} />
      )}
    </article>
  );
}

function OpenReports({ reports }: { reports: ModeratedReview['open_reports'] }) {
  if (reports.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-500/30 bg-amber-500/5 px-3 py-2">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-200">
        <Flag aria-hidden="true" className="size-4" /> {reports.length} open report
        {reports.length === 1 ? '' : 's'}
      </p>
      <ul className="mt-1 space-y-1 text-sm text-slate-300">
        {reports.map((report) => (
          <li key={`${report.reporter}-${report.created_at}`}>
            “{report.reason}” — {report.reporter}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Restore a hidden review, or Hide; Dismiss Reports while a visible review has open reports. */
function ReviewActions({ review, onHide }: { review: ModeratedReview; onHide: () => void }) {
  const restore = useRestoreReview();
  const dismiss = useDismissReviewReports();
  const busy = restore.isPending || dismiss.isPending;
  const callbacks = (done: string) => ({
    onSuccess: () => toast.success(done),
    onError: () => toast.error('That did not work. Please try again.'),
  });
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-800 pt-4">
      {review.hidden_at ? (
        <button
          type="button"
          className={adminSecondaryButtonClass}
          disabled={busy}
          onClick={() => restore.mutate(review.id, callbacks('Review restored'))}
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Restore
        </button>
      ) : (
        <button type="button" className={adminSecondaryButtonClass} onClick={onHide}>
          <EyeOff aria-hidden="true" className="size-4" /> Hide
        </button>
      )}
      {review.open_reports.length > 0 && !review.hidden_at && (
        <button
          type="button"
          className={adminSecondaryButtonClass}
          disabled={busy}
          onClick={() => dismiss.mutate(review.id, callbacks('Reports dismissed'))}
        >
          Dismiss Reports
        </button>
      )}
    </div>
  );
}
