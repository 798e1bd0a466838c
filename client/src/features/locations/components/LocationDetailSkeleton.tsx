import { Skeleton } from '@/components/Skeleton';

export function LocationDetailSkeleton() {
  return (
    // At least a screen tall, so the footer starts below the fold and the loaded page does not push it (CLS).
    <div role="status" aria-label="Loading location" data-testid="location-skeleton" className="min-h-screen">
      <div className="border-b border-slate-800 bg-slate-900/40">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:px-8">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl lg:order-2" />
          <div className="space-y-5">
            <Skeleton className="h-8 w-40 rounded-full" />
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-7 w-32 rounded-full" />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <div className="space-y-3">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="h-44 rounded-2xl" />
      </div>
    </div>
  );
}
