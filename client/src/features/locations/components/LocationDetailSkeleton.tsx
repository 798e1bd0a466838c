import { PageSkeleton, Skeleton, SkeletonStack } from '@/components/Skeleton';

const HERO_TEXT = ['h-8 w-40 rounded-full', 'h-12 w-2/3', 'h-5 w-1/2', 'h-7 w-32 rounded-full'];
const ABOUT = ['h-7 w-56', 'h-4 w-full', 'h-4 w-full', 'h-4 w-3/4'];

/** Mirrors LocationDetailView's layout (photo beside the heading, texts, sidebar). */
export function LocationDetailSkeleton() {
  return (
    // At least a screen tall, so the footer starts below the fold and the loaded page does not push it (CLS).
    <PageSkeleton
      label="Loading location"
      testId="location-skeleton"
      className="min-h-screen"
      hero={
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:px-8">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl lg:order-2" />
          <SkeletonStack bars={HERO_TEXT} className="space-y-5" />
        </div>
      }
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <SkeletonStack bars={ABOUT} className="space-y-3" />
        <Skeleton className="h-44 rounded-2xl" />
      </div>
    </PageSkeleton>
  );
}
