import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { Skeleton } from '@/components/Skeleton';

// The form (with its validation library) is only needed once a signed-in visitor writes or edits,
// so it stays out of the location page's first load; it is fetched as soon as someone signs in.
const loadReviewForm = () => import('./ReviewForm');
const ReviewFormChunk = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

/** The review form from its own chunk, with a placeholder of its height while the chunk arrives. */
export function LazyReviewForm(props: ComponentProps<typeof ReviewFormChunk>) {
  return (
    <Suspense fallback={<Skeleton className="h-80 rounded-2xl" />}>
      <ReviewFormChunk {...props} />
    </Suspense>
  );
}

/** Fetches the form's chunk once someone is signed in, so Write a Review opens without a wait. */
export function usePreloadReviewForm(signedIn: boolean) {
  useEffect(() => {
    if (signedIn) void loadReviewForm();
  }, [signedIn]);
}
