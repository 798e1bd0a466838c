import { Skeleton } from '@/components/Skeleton';

/** Mirrors MovieDetailView's layout (hero, description, location rows, sidebar). */
export function MovieDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading movie" data-testid="movie-detail-skeleton">
      <div className="border-b border-slate-800 bg-slate-900/40">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-10 pb-10 sm:px-6 md:flex-row md:items-end md:pt-28 md:pb-12 lg:px-8">
          <Skeleton className="aspect-[2/3] w-32 shrink-0 rounded-xl sm:w-40 md:w-48 lg:w-60" />
          <div className="flex-1 space-y-5">
            <div className="flex gap-2">
              <Skeleton className="h-6 w-16 rounded-full" />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <Skeleton className="h-12 w-3/4 max-w-xl" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="space-y-4">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-10 h-8 w-64" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
