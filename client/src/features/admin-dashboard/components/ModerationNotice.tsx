import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Says how many reported reviews and visitors' suggestions wait for an editor, with the way to the
 * moderation inbox (and, when reviews are reported, straight to them on /admin/reviews); nothing
 * when none wait.
 */
export function ModerationNotice({ waiting, reportedReviews }: { waiting: number; reportedReviews: number }) {
  if (waiting === 0) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-500/40 bg-amber-500/10 px-5 py-3 text-amber-100"
    >
      <span className="flex items-center gap-2">
        <Inbox aria-hidden="true" className="size-4" />
        {waiting === 1 ? '1 item is' : `${waiting} items are`} waiting for an editor
        {reportedReviews > 0 && ` (${reportedReviews} reported ${reportedReviews === 1 ? 'review' : 'reviews'})`}.
      </span>
      <span className="flex flex-wrap gap-4">
        {reportedReviews > 0 && (
          <Link to={paths.adminReportedReviews} className="font-semibold text-amber-300 hover:text-amber-200">
            Review reports
          </Link>
        )}
        <Link to={paths.adminModeration} className="font-semibold text-amber-300 hover:text-amber-200">
          Open the Inbox
        </Link>
      </span>
    </p>
  );
}
