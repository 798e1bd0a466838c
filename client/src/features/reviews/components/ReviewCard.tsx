import { CalendarDays, Flag } from 'lucide-react';
import { useState } from 'react';
import type { AuthoredReview, Review } from '@contracts';
import { formatVisit } from './format-visit';
import { ReportReviewForm } from './ReportReviewForm';
import { HiddenReviewNote, ReviewActions } from './ReviewActions';
import { StarRating } from './StarRatingInput';

/** SPEC §9: review text is clamped above 250 characters. */
const CLAMP = 250;

export function ReviewCard({
  review,
  own,
  canReport,
  onEdit,
  onDelete,
}: {
  /** The author's own review also says whether a moderator hid it. */
  review: Review | AuthoredReview;
  own: boolean;
  /** Signed in and not the author: the card offers "Report". */
  canReport: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [reporting, setReporting] = useState(false);
  const long = review.content.length > CLAMP;
  // Rendered as a text node: React escapes it, so review text can never become markup.
  const text = long && !expanded ? `${review.content.slice(0, CLAMP).trimEnd()}…` : review.content;
  return (
    <article
      className="rounded-2xl border border-slate-800 bg-slate-900/40 p-5"
      aria-label={`Review by ${review.author}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-amber-500/15 font-semibold text-amber-300 uppercase"
          >
            {review.author.slice(0, 1)}
          </span>
          <div>
            <p className="font-semibold text-white">{review.author}</p>
            <StarRating rating={review.rating} />
          </div>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-400">
          <CalendarDays aria-hidden="true" className="size-4" /> Visited {formatVisit(review.visited_at)}
        </p>
      </header>
      <p className="mt-4 leading-7 break-words whitespace-pre-line text-slate-300">{text}</p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 text-sm font-semibold text-amber-400 hover:text-amber-300"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
      {canReport && !own && !reporting && (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={() => setReporting(true)}
            aria-label={`Report the review by ${review.author}`}
            className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-xs font-semibold text-slate-400 transition hover:bg-white/5 hover:text-slate-200"
          >
            <Flag aria-hidden="true" className="size-3.5" /> Report
          </button>
        </div>
      )}
      {reporting && <ReportReviewForm reviewId={review.id} onClose={() => setReporting(false)} />}
      {own && 'hidden_at' in review && review.hidden_at && (
        <HiddenReviewNote reason={review.hidden_reason} className="mt-4 px-4 py-3" />
      )}
      {own && <ReviewActions onEdit={onEdit} onDelete={onDelete} className="mt-4 pt-4" />}
    </article>
  );
}
