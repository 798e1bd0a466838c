import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { OwnReview } from '@contracts';
import { formatVisit } from './format-visit';
import { HiddenReviewNote, ReviewActions } from './ReviewActions';
import { StarRating } from './StarRatingInput';

/** One review in the user's own list: its place (a link), stars, visit, text, and Edit / Delete. */
export function OwnReviewItem({
  review,
  deleting,
  onEdit,
  onDelete,
}: {
  review: OwnReview;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const place = review.location.name;
  return (
    <article aria-label={`Your review of ${place}`} className="rounded-xl border border-slate-800 bg-slate-950/40 p-4">
      <Link
        to={paths.location(review.location.slug)}
        className="inline-flex items-start gap-1.5 font-semibold break-words text-white transition hover:text-amber-400"
      >
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-500" />
        {place}
      </Link>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-400">
        <StarRating rating={review.rating} />
        <span className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" /> Visited {formatVisit(review.visited_at)}
        </span>
      </div>
      {/* A text node (React escapes it); the whole text shows in the edit form and on the place. */}
      <p className="mt-3 line-clamp-4 leading-7 break-words whitespace-pre-line text-slate-300">{review.content}</p>
      {review.hidden_at && <HiddenReviewNote reason={review.hidden_reason} className="mt-3 px-3 py-2" />}
      <ReviewActions onEdit={onEdit} onDelete={onDelete} deleting={deleting} place={place} className="mt-3 pt-3" />
    </article>
  );
}
