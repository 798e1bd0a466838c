import { Skeleton } from '@/components/Skeleton';

export function CmsPageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" data-testid="cms-page-skeleton">
      <div className="border-b border-slate-800 bg-slate-900/40">
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-14 sm:px-6 sm:py-20">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-2/3" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-12 sm:px-6">
        {['w-full', 'w-full', 'w-5/6', 'w-full', 'w-2/3', 'w-full', 'w-4/5'].map((width, index) => (
          <Skeleton key={index} className={`h-4 ${width} ${index === 3 ? 'mt-8' : ''}`} />
        ))}
      </div>
    </div>
  );
}
