import { MessageSquareText, PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/Skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useMyReview } from '../api/get-my-review';
import { useReviews } from '../api/get-reviews';
import { useReviewMutations } from '../api/save-review';
import type { ReviewValues } from '../api/review-schema';
import type { Review } from '@contracts';
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
  // One review per user and place: when the user has one, the form offers to edit it instead.
  const mine = useMyReview(locationId, user?.id);
  const { create, update, remove } = useReviewMutations(locationId, user?.id);
  const [mode, setMode] = useState<Mode>({ kind: 'hidden' });
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    setMode({ kind: 'hidden' });
    setNotice(null);
  };
  const log = (action: string) => (error: unknown) => console.error(`Review ${action} failed`, error);
  const confirmDelete = (id: string) => {
    if (window.confirm('Delete this review? This cannot be undone.')) remove.mutate(id, { onError: log('delete') });
  };
  useEffect(() => {
    if (user) void loadReviewForm();
  }, [user]);

  const items = uniqueById(reviews.data?.pages.flatMap((page) => page.items) ?? []);
  const myReview = mine.data ?? null;
  const editingId = mode.kind === 'editing' ? mode.id : null;
  // The user's review may sit on a page not loaded yet: its form then opens at the top.
  const editingUnlisted =
    editingId !== null && myReview?.id === editingId && !items.some((review) => review.id === editingId);

  const submitNew = (values: ReviewValues) =>
    create.mutateAsync(values).then(close, async (error: unknown) => {
      // Reviewed meanwhile (another tab): offer that review for editing rather than failing silently.
      if (error instanceof ApiError && error.status === 409) {
        const existing = (await mine.refetch()).data;
        if (existing) {
          setNotice(error.message);
          setMode({ kind: 'editing', id: existing.id });
          return;
        }
      }
      log('save')(error);
    });
  const editForm = (review: Review) => (
    <ReviewForm
      key={review.id}
      review={review}
      onCancel={close}
      onSubmit={(values) => update.mutateAsync({ id: review.id, values }).then(close, log('save'))}
    />
  );

  return (
    <section aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="reviews-heading" className="font-display text-2xl font-bold text-white">
          Reviews
        </h2>
        {user && mode.kind === 'hidden' && (
          <button
            type="button"
            onClick={() => setMode(myReview ? { kind: 'editing', id: myReview.id } : { kind: 'creating' })}
            className="inline-flex items-center gap-2 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-950 shadow-lg shadow-amber-500/20 transition hover:bg-amber-400"
          >
            <PenLine aria-hidden="true" className="size-4" /> {myReview ? 'Edit Your Review' : 'Write a Review'}
          </button>
        )}
        {!user && (
          <Link
            to={paths.login}
            state={{ from: location }}
            className="font-semibold text-amber-400 hover:text-amber-300"
          >
            Sign in to write a review
          </Link>
        )}
      </div>

      <div className="mt-6 space-y-4">
        {notice && (
          <p role="status" className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-amber-200">
            {notice}
          </p>
        )}
        {mode.kind === 'creating' && <ReviewForm onCancel={close} onSubmit={submitNew} />}
        {editingUnlisted && myReview && editForm(myReview)}
        {/* A hidden review is not in the public list; its author still sees it, with the reason. */}
        {myReview?.hidden_at && editingId !== myReview.id && (
          <ReviewCard
            review={myReview}
            own
            canReport={false}
            onEdit={() => setMode({ kind: 'editing', id: myReview.id })}
            onDelete={() => confirmDelete(myReview.id)}
          />
        )}
        {reviews.isPending && <Skeleton className="h-32 rounded-2xl" />}
        {reviews.isError && <p className="text-slate-400">Reviews could not be loaded right now.</p>}
        {/* "Be the first" would contradict the author's own hidden review shown above. */}
        {reviews.isSuccess && items.length === 0 && mode.kind !== 'creating' && !myReview?.hidden_at && (
          <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-800 p-6 text-slate-400">
            <MessageSquareText aria-hidden="true" className="size-5 text-slate-500" /> Nobody has reviewed this location
            yet. Be the first to share your visit.
          </p>
        )}
        {items.map((review) =>
          editingId === review.id ? (
            editForm(review)
          ) : (
            <ReviewCard
              key={review.id}
              review={review}
              own={review.user_id === user?.id}
              canReport={Boolean(user)}
              onEdit={() => setMode({ kind: 'editing', id: review.id })}
              onDelete={() => confirmDelete(review.id)}
            />
          ),
        )}
        {reviews.hasNextPage && (
          <button
            type="button"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
            className="w-full rounded-lg border border-slate-700 px-5 py-2.5 font-semibold text-slate-200 transition hover:border-slate-500 disabled:opacity-70"
          >
            {reviews.isFetchingNextPage ? 'Loading...' : 'Load more reviews'}
          </button>
        )}
      </div>
    </section>
  );
}

/** A review written or removed between two page loads can shift the pages; show each review once. */
function uniqueById(reviews: Review[]): Review[] {
  const seen = new Set<string>();
  return reviews.filter((review) => !seen.has(review.id) && seen.add(review.id));
}
