/** Same footprint as MovieCard (2:3 poster + text block) so the grid doesn't jump when data lands. */
export function MovieCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="movie-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60"
    >
      <div className="aspect-[2/3] animate-pulse bg-slate-800" />
      <div className="flex flex-1 flex-col gap-3 p-3.5 sm:p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-800" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-800" />
        <div className="mt-1 space-y-2">
          <div className="h-3 w-full animate-pulse rounded bg-slate-800" />
          <div className="h-3 w-full animate-pulse rounded bg-slate-800" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-slate-800" />
        </div>
        <div className="mt-auto h-4 w-28 animate-pulse rounded bg-slate-800" />
      </div>
    </div>
  );
}
