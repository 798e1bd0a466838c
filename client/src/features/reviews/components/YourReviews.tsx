import { MapIcon, MessageSquareText, Pencil, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { OwnReview } from '@contracts';
import { useReviewsByMe } from '../api/get-reviews-by-me';
import { useDeleteOwnReview } from '../api/delete-review';
import type { ReviewValues } from '../api/review-schema';
import { useUpdateOwnReview } from '../api/update-review';
import { OwnReviewItem } from './OwnReviewItem';
import { ReviewForm } from './ReviewForm';

/** What the server said (a 4xx says what to fix); anything else gets the generic message. */
const failure = (action: string) => (error: unknown) =>
  toast.error(error instanceof ApiError && error.status < 500 ? error.message : `Your review could not be ${action}.`);

/** /account: every review the user wrote, newest first, each linking to its place, with Edit and Delete. */
export function YourReviews({ userId }: { userId: string }) {
  const reviews = useReviewsByMe(userId);
  const update = useUpdateOwnReview(userId);
  const remove = useDeleteOwnReview(userId);
  const [editing, setEditing] = useState<string | null>(null);

  if (reviews.isPending) return <Skeleton className="h-28 rounded-xl" />;
  if (reviews.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-400">
        Your reviews could not be loaded.
        <button
          type="button"
          onClick={() => void reviews.refetch()}
          className="inline-flex items-center gap-1.5 font-semibold text-amber-400 hover:text-amber-300"
        >
          <RotateCw aria-hidden="true" className="size-4" /> Try again
        </button>
      </div>
    );
  }
  if (reviews.data.length === 0) return <NoReviews />;

  const save = (review: OwnReview) => (values: ReviewValues) =>
    update.mutateAsync({ review, values }).then(() => setEditing(null), failure('saved'));
  const confirmDelete = (review: OwnReview) => {
    if (!window.confirm(`Delete your review of ${review.location.name}? This cannot be undone.`)) return;
    remove.mutate(review, { onSuccess: () => toast.success('Review deleted'), onError: failure('deleted') });
  };
  const count = reviews.data.length;
  return (
    <>
      <p className="text-sm text-slate-400">
        {count === 1 ? 'One review' : `${count} reviews`}, newest first. Open a place to see it with the others.
      </p>
      <ul className="mt-4 space-y-3">
        {reviews.data.map((review) => (
          <li key={review.id}>
            {editing === review.id ? (
              <div className="space-y-2">
                {/* The form takes the item's place: it still says which place it is about. */}
                <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-200">
                  <Pencil aria-hidden="true" className="size-4 text-amber-500" /> Your review of {review.location.name}
                </p>
                <ReviewForm review={review} onSubmit={save(review)} onCancel={() => setEditing(null)} />
              </div>
            ) : (
              <OwnReviewItem
                review={review}
                deleting={remove.isPending && remove.variables?.id === review.id}
                onEdit={() => setEditing(review.id)}
                onDelete={() => confirmDelete(review)}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function NoReviews() {
  return (
    <div className="flex flex-col gap-3 text-slate-400 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2">
        <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        You have not reviewed a place yet.
      </p>
      <Link
        to={paths.map}
        className="inline-flex items-center gap-1.5 font-semibold text-amber-400 hover:text-amber-300"
      >
        <MapIcon aria-hidden="true" className="size-4" /> Find a place on the map
      </Link>
    </div>
  );
}
