import { PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { useMyReview } from '../api/get-my-review';
import { WRITE_REVIEW_HASH } from '../hooks/use-write-review-link';

/** Issue #33: a place the user has been to offers its review form while they have not reviewed it. */
export function WriteReviewOffer({ locationId }: { locationId: string }) {
  const { user } = useAuth();
  const mine = useMyReview(locationId, user?.id);
  if (!user || !mine.isSuccess || mine.data) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-300">
      You were here:
      <Link
        to={{ hash: WRITE_REVIEW_HASH }}
        className="inline-flex items-center gap-1.5 font-semibold text-amber-400 hover:text-amber-300"
      >
        <PenLine aria-hidden="true" className="size-4" /> Write a Review
      </Link>
    </p>
  );
}
