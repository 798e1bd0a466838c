import { PenLine } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The section's heading with its one action: write (or edit, one review per place) while the form
 * is closed, or sign in first, coming back to this place afterwards.
 */
export function ReviewsHeader({
  signedIn,
  formClosed,
  hasReview,
  onOpen,
}: {
  signedIn: boolean;
  formClosed: boolean;
  hasReview: boolean;
  onOpen: () => void;
}) {
  const location = useLocation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 id="reviews-heading" className="font-display text-2xl font-bold text-white">
        Reviews
      </h2>
      {signedIn && formClosed && (
        <button
          type="button"
          onClick={onOpen}
          className="inline-flex items-center gap-2 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-950 shadow-lg shadow-amber-500/20 transition hover:bg-amber-400"
        >
          <PenLine aria-hidden="true" className="size-4" /> {hasReview ? 'Edit Your Review' : 'Write a Review'}
        </button>
      )}
      {!signedIn && (
        <Link to={paths.login} state={{ from: location }} className="font-semibold text-amber-400 hover:text-amber-300">
          Sign in to write a review
        </Link>
      )}
    </div>
  );
}
