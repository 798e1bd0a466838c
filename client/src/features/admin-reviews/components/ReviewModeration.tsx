import type { ModerationFilter } from '@contracts';
import { MODERATION_FILTERS } from '@contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { Pager } from '@/components/admin/Pager';
import { MODERATION_PAGE_SIZE, useModeratedReviews } from '../api/get-moderated-reviews';
import { ModeratedReviewCard } from './ModeratedReviewCard';

const FILTER_LABELS: Record<ModerationFilter, string> = { reported: 'Reported', recent: 'Recent', hidden: 'Hidden' };
const EMPTY: Record<ModerationFilter, string> = {
  reported: 'No open reports. Nothing needs a moderator right now.',
  recent: 'No reviews yet.',
  hidden: 'No hidden reviews.',
};

/** The list state lives in the URL (?filter, page); reported reviews are the default. */
function useModerationParams() {
  const [params, setParams] = useSearchParams();
  const filter = (MODERATION_FILTERS as readonly string[]).includes(params.get('filter') ?? '')
    ? (params.get('filter') as ModerationFilter)
    : 'reported';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = (next: { filter?: ModerationFilter; page?: number }) =>
    setParams({ filter: next.filter ?? filter, page: String(next.page ?? 1) });
  return { filter, page, show };
}

/** /admin/reviews: reported reviews first; hide (the author sees why), restore, or dismiss the reports. */
export function ReviewModeration() {
  const { filter, page, show } = useModerationParams();
  const reviews = useModeratedReviews(filter, page);

  useEffect(() => {
    if (reviews.isError) console.error('Failed to load reviews', reviews.error);
  }, [reviews.isError, reviews.error]);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Reviews"
        description="Reviews visitors reported, the newest ones, and those you hid. A hidden review leaves the place's page and rating; its author sees your reason."
      />
      <FilterButtons filter={filter} onFilter={(next) => show({ filter: next })} />
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

function FilterButtons({
  filter,
  onFilter,
}: {
  filter: ModerationFilter;
  onFilter: (filter: ModerationFilter) => void;
}) {
  return (
    <nav aria-label="Which reviews" className="flex flex-wrap gap-2">
      {MODERATION_FILTERS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === filter}
          onClick={() => onFilter(option)}
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
  );
}
