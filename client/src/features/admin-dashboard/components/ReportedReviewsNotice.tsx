import { Flag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Says how many reported reviews wait for a moderator, with the way to them; nothing when none do. */
export function ReportedReviewsNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-500/40 bg-amber-500/10 px-5 py-3 text-amber-100"
    >
      <span className="flex items-center gap-2">
        <Flag aria-hidden="true" className="size-4" />
        {count === 1 ? '1 reported review is' : `${count} reported reviews are`} waiting for a moderator.
      </span>
      <Link to={paths.adminReportedReviews} className="font-semibold text-amber-300 hover:text-amber-200">
        Review reports
      </Link>
    </p>
  );
}
