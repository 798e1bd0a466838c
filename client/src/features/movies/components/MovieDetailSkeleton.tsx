import { PageSkeleton, Skeleton, SkeletonStack } from '@/components/Skeleton';

const DESCRIPTION = ['h-8 w-56', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3', 'mt-10 h-8 w-64'];
const LOCATION_ROWS = Array.from({ length: 3 }, () => 'h-40 w-full rounded-2xl');

/** Mirrors MovieDetailView's layout (hero, description, location rows, sidebar). */
export function MovieDetailSkeleton() {
  return (
    <PageSkeleton
      label="Loading movie"
      testId="movie-detail-skeleton"
      hero={
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-10 pb-10 sm:px-6 md:flex-row md:items-end md:pt-28 md:pb-12 lg:px-8">
          <Skeleton className="aspect-[2/3] w-32 shrink-0 rounded-xl sm:w-40 md:w-48 lg:w-60" />
          <div className="flex-1 space-y-5">
            <SkeletonStack bars={['h-6 w-16 rounded-full', 'h-6 w-20 rounded-full']} className="flex gap-2" />
            <Skeleton className="h-12 w-3/4 max-w-xl" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        </div>
      }
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <SkeletonStack bars={[...DESCRIPTION, ...LOCATION_ROWS]} className="space-y-4" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </PageSkeleton>
  );
}
