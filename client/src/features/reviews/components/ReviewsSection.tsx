import { MessageSquareText } from 'lucide-react';
import { Skeleton } from '@/components/Skeleton';
import { useAuth } from '@/lib/auth/auth-context';
import type { Review } from '@contracts';
import { useReviews } from '../api/get-reviews';
import { useReviewEditor } from '../hooks/use-review-editor';
import { useWriteReviewLink } from '../hooks/use-write-review-link';
import { LazyReviewForm, usePreloadReviewForm } from './LazyReviewForm';
import { ReviewCard } from './ReviewCard';
import { ReviewsHeader } from './ReviewsHeader';

/** SPEC §2 reviews section with the §4 form modes; fetch failures are said in the section. */
export function ReviewsSection({ locationId }: { locationId: string }) {
  const { user } = useAuth();
  const reviews = useReviews(locationId);
  const editor = useReviewEditor(locationId, user?.id);
  usePreloadReviewForm(Boolean(user));
  // "You were here: Write a Review" (WriteReviewOffer) links here to open the form.
  useWriteReviewLink(editor.open, Boolean(user));

  const items = uniqueById(reviews.data?.pages.flatMap((page) => page.items) ?? []);
  const { myReview, editingId } = editor;
  // The user's review may sit on a page not loaded yet: its form then opens at the top.
  const editingUnlisted =
    editingId !== null && myReview?.id === editingId && !items.some((review) => review.id === editingId);
  const editForm = (review: Review) => (
    <LazyReviewForm key={review.id} review={review} onCancel={editor.close} onSubmit={editor.saveEdit(review.id)} />
  );
  const card = (review: Review, own: boolean) => (
    <ReviewCard
      key={review.id}
      review={review}
      own={own}
      canReport={!own && Boolean(user)}
      onEdit={() => editor.edit(review.id)}
      onDelete={() => editor.confirmDelete(review.id)}
    />
  );

  return (
    <section aria-labelledby="reviews-heading">
      <ReviewsHeader
        signedIn={Boolean(user)}
        formClosed={editor.closed}
        hasReview={Boolean(myReview)}
        onOpen={editor.open}
      />
      <div className="mt-6 space-y-4">
        {editor.notice && (
          <p role="status" className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-amber-200">
            {editor.notice}
          </p>
        )}
        {editor.creating && <LazyReviewForm onCancel={editor.close} onSubmit={editor.submitNew} />}
        {editingUnlisted && myReview && editForm(myReview)}
        {/* A hidden review is not in the public list; its author still sees it, with the reason. */}
        {myReview?.hidden_at && editingId !== myReview.id && card(myReview, true)}
        {reviews.isPending && <Skeleton className="h-32 rounded-2xl" />}
        {reviews.isError && <p className="text-slate-400">Reviews could not be loaded right now.</p>}
        {/* "Be the first" would contradict the author's own hidden review shown above. */}
        {reviews.isSuccess && items.length === 0 && !editor.creating && !myReview?.hidden_at && <NoReviewsYet />}
        {items.map((review) =>
          editingId === review.id ? editForm(review) : card(review, review.user_id === user?.id),
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

function NoReviewsYet() {
  return (
    <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-800 p-6 text-slate-400">
      <MessageSquareText aria-hidden="true" className="size-5 text-slate-500" /> Nobody has reviewed this location yet.
      Be the first to share your visit.
    </p>
  );
}

/** A review written or removed between two page loads can shift the pages; show each review once. */
function uniqueById(reviews: Review[]): Review[] {
  const seen = new Set<string>();
  return reviews.filter((review) => !seen.has(review.id) && seen.add(review.id));
}
