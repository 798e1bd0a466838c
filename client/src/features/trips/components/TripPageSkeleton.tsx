import { Skeleton } from '@/components/Skeleton';

/** A trip page's shape while it loads: heading, totals, map and a few stops. */
export function TripPageSkeleton() {
  return (
    <div role="status" aria-label="Loading trip" className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-4 w-full max-w-lg" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Skeleton className="h-[min(55svh,28rem)] rounded-2xl lg:order-2 lg:h-[calc(100svh-7rem)]" />
        <div className="space-y-3 lg:order-1">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-28 rounded-2xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
