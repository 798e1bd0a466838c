import { MessageSquareText, PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/Skeleton';
import { useAuth } from '@/lib/auth/auth-context';
import { useReviews } from '../api/get-reviews';
import { useReviewMutations } from '../api/save-review';
import { ReviewCard } from './ReviewCard';

// The form (with its validation library) is only needed once a signed-in visitor writes or edits,
// so it stays out of the location page's first load; it is fetched as soon as someone signs in.
const loadReviewForm = () => import('./ReviewForm');
const LazyReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

function ReviewForm(props: ComponentProps<typeof LazyReviewForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-80 rounded-2xl" />}>
      <LazyReviewForm {...props} />
    </Suspense>
  );
}

type Mode = { kind: 'hidden' } | { kind: 'creating' } | { kind: 'editing'; id: string };

/**
 * SPEC §2 reviews section with the §4 form modes. Fetch, save and delete failures are
 * logged only (SPEC §8); the server decides what may change.
 */
export function ReviewsSection({ locationId }: { locationId: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const reviews = useReviews(locationId);
  const { create, update, remove } = useReviewMutations(locationId);
  const [mode, setMode] = useState<Mode>({ kind: 'hidden' });
  const close = () => setMode({ kind: 'hidden' });
  const log = (action: string) => (error: unknown) => console.error(`Review ${action} failed`, error);
  useEffect(() => {
    if (user) void loadReviewForm();
  }, [user]);

  return (
    <section aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="reviews-heading" className="font-display text-2xl font-bold text-white">
          Reviews
        </h2>
        {user && mode.kind === 'hidden' && (
          <button type="button" onClick={() => setMode({ kind: 'creating' })} className="inline-flex items-center gap-2 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-950 shadow-lg shadow-amber-500/20 transition hover:bg-amber-400">
            <PenLine aria-hidden="true" className="size-4" /> Write a Review
          </button>
        )}
        {!user && (
          <Link to={paths.login} state={{ from: location }} className="font-semibold text-amber-400 hover:text-amber-300">
            Sign in to write a review
          </Link>
        )}
      </div>

      <div className="mt-6 space-y-4">
        {mode.kind === 'creating' && (
          <ReviewForm onCancel={close} onSubmit={(values) => create.mutateAsync(values).then(close, log('save'))} />
        )}
        {reviews.isPending && <Skeleton className="h-32 rounded-2xl" />}
        {reviews.isError && <p className="text-slate-400">Reviews could not be loaded right now.</p>}
        {reviews.data?.length === 0 && mode.kind !== 'creating' && (
          <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-800 p-6 text-slate-400">
            <MessageSquareText aria-hidden="true" className="size-5 text-slate-500" /> Nobody has reviewed this location yet. Be the first to share your visit.
          </p>
        )}
        {reviews.data?.map((review) =>
          mode.kind === 'editing' && mode.id === review.id ? (
            <ReviewForm
              key={review.id}
              review={review}
              onCancel={close}
              onSubmit={(values) => update.mutateAsync({ id: review.id, values }).then(close, log('save'))}
            />
          ) : (
            <ReviewCard
              key={review.id}
              review={review}
              own={review.user_id === user?.id}
              onEdit={() => setMode({ kind: 'editing', id: review.id })}
              onDelete={() => {
                if (window.confirm('Delete this review? This cannot be undone.')) remove.mutate(review.id, { onError: log('delete') });
              }}
            />
          ),
        )}
      </div>
    </section>
  );
}
