import { Star } from 'lucide-react';

/** SPEC §9: the average rating is shown with one decimal, next to the review count. */
export function LocationRating({ average, count }: { average: number | null; count: number }) {
  if (average == null || count === 0) {
    return (
      <p className="rounded-full bg-slate-800/70 px-3 py-1 text-sm text-slate-300 ring-1 ring-white/10">
        No reviews yet
      </p>
    );
  }
  return (
    <p
      className="flex items-center gap-1.5 rounded-full bg-slate-800/70 px-3 py-1 text-sm text-slate-200 ring-1 ring-white/10"
      data-testid="location-rating"
    >
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
      <span className="sr-only">Rated</span>
      <span className="font-semibold text-white">{average.toFixed(1)}</span>
      <span className="text-slate-400">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
