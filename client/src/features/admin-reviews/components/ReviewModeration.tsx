import { EyeOff, Flag, RotateCcw, Star } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { ModeratedReview, ModerationFilter } from '@contracts';
import { MODERATION_FILTERS, REVIEW_HIDE_REASON } from '@contracts';
import {
  AdminPageHeader,
  adminCardClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '@/components/admin/AdminPageHeader';
import { Pager } from '@/components/admin/Pager';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { MODERATION_PAGE_SIZE, useModeratedReviews, useModerationAction } from '../api/moderation';

const FILTER_LABELS: Record<ModerationFilter, string> = { reported: 'Reported', recent: 'Recent', hidden: 'Hidden' };
const EMPTY: Record<ModerationFilter, string> = {
  reported: 'No open reports. Nothing needs a moderator right now.',
  recent: 'No reviews yet.',
  hidden: 'No hidden reviews.',
};

const formatDate = (value: string) =>
  new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/reviews: reported reviews first; hide (the author sees why), restore, or dismiss the reports. */
export function ReviewModeration() {
  const [params, setParams] = useSearchParams();
  const filter = (MODERATION_FILTERS as readonly string[]).includes(params.get('filter') ?? '')
    ? (params.get('filter') as ModerationFilter)
    : 'reported';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useModeratedReviews(filter, page);
  const show = (next: { filter?: ModerationFilter; page?: number }) =>
    setParams({ filter: next.filter ?? filter, page: String(next.page ?? 1) });

  useEffect(() => {
    if (reviews.isError) console.error('Failed to load reviews', reviews.error);
  }, [reviews.isError, reviews.error]);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Reviews"
        description="Reviews visitors reported, the newest ones, and those you hid. A hidden review leaves the place's page and rating; its author sees your reason."
      />
      <nav aria-label="Which reviews" className="flex flex-wrap gap-2">
        {MODERATION_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === filter}
            onClick={() => show({ filter: option })}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold transition ${
              option === filter
                ? 'bg-amber-500 text-slate-950'
                : 'border border-slate-700 text-slate-300 hover:border-amber-500/60 hover:text-white'
            }`}
          >
            {FILTER_LABELS[option]}
          </button>
        ))}
      </nav>
      {reviews.isPending && (
        <p role="status" className="text-slate-400">
          Loading...
        </p>
      )}
      {reviews.isError && <p className="text-red-300">Reviews could not be loaded. Please try again.</p>}
      {reviews.data && reviews.data.items.length === 0 && (
        <p className={`${adminCardClass} text-slate-400`}>{EMPTY[filter]}</p>
      )}
      {reviews.data && reviews.data.items.length > 0 && (
        <>
          <ul className="space-y-4" aria-label={`${FILTER_LABELS[filter]} reviews`}>
            {reviews.data.items.map((review) => (
              <li key={review.id}>
                <ModeratedReviewCard review={review} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={MODERATION_PAGE_SIZE}
            total={reviews.data.total}
            onPage={(next) => show({ page: next })}
            label="Review pages"
          />
        </>
      )}
    </div>
  );
}

function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const [hiding, setHiding] = useState(false);
  const action = useModerationAction();
  const run = (kind: 'restore' | 'dismiss', done: string) =>
    action.mutate(
      { id: review.id, kind },
      { onSuccess: () => toast.success(done), onError: () => toast.error('That did not work. Please try again.') },
    );
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
      {review.open_reports.length > 0 && (
        <div className="mt-3 rounded-lg border border-amber-500/30 bg-amber-500/5 px-3 py-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-200">
            <Flag aria-hidden="true" className="size-4" /> {review.open_reports.length} open report
            {review.open_reports.length === 1 ? '' : 's'}
          </p>
          <ul className="mt-1 space-y-1 text-sm text-slate-300">
            {review.open_reports.map((report) => (
              <li key={`${report.reporter}-${report.created_at}`}>
                “{report.reason}” — {report.reporter}
              </li>
            ))}
          </ul>
        </div>
      )}
      {hiding ? (
        <HideForm review={review} onClose={() => setHiding(false)} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-800 pt-4">
          {review.hidden_at ? (
            <button
              type="button"
              className={adminSecondaryButtonClass}
              disabled={action.isPending}
              onClick={() => run('restore', 'Review restored')}
            >
              <RotateCcw aria-hidden="true" className="size-4" /> Restore
            </button>
          ) : (
            <button type="button" className={adminSecondaryButtonClass} onClick={() => setHiding(true)}>
              <EyeOff aria-hidden="true" className="size-4" /> Hide
            </button>
          )}
          {review.open_reports.length > 0 && !review.hidden_at && (
            <button
              type="button"
              className={adminSecondaryButtonClass}
              disabled={action.isPending}
              onClick={() => run('dismiss', 'Reports dismissed')}
            >
              Dismiss Reports
            </button>
          )}
        </div>
      )}
    </article>
  );
}

function HideForm({ review, onClose }: { review: ModeratedReview; onClose: () => void }) {
  const fieldId = useId();
  const [reason, setReason] = useState(review.open_reports[0]?.reason ?? '');
  const [error, setError] = useState<string | null>(null);
  const action = useModerationAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REVIEW_HIDE_REASON.min) return setError('Please give the author a reason');
    action.mutate(
      { id: review.id, kind: 'hide', reason: trimmed },
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
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-200">
        Reason (shown to the author)
      </label>
      <textarea
        id={fieldId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REVIEW_HIDE_REASON.max}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="block w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-sm text-white outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30"
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={adminPrimaryButtonClass} disabled={action.isPending}>
          <EyeOff aria-hidden="true" className="size-4" /> {action.isPending ? 'Hiding...' : 'Hide Review'}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
