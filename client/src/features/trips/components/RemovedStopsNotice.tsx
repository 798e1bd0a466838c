import { TriangleAlert, X } from 'lucide-react';
import { toast } from 'sonner';
import { removedStopsNotice, type TripDetail } from '@contracts';
import { useDismissRemovedStops } from '../api/dismiss-removed-stops';
import { errorMessage } from '../lib/error-message';

/** Stops that went with their deleted places, said once until the owner dismisses it. */
export function RemovedStopsNotice({ trip }: { trip: TripDetail }) {
  const dismiss = useDismissRemovedStops(trip.id);
  if (trip.removed_stops <= 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
      <p className="flex-1">{removedStopsNotice(trip.removed_stops)}</p>
      <button
        type="button"
        disabled={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(undefined, {
            onError: (error) => toast.error(errorMessage(error, 'Failed to dismiss the notice. Please try again.')),
          })
        }
        className="-my-1 inline-flex min-h-8 items-center gap-1 rounded-md px-2 font-semibold text-amber-300 hover:bg-white/5 hover:text-amber-200"
      >
        <X aria-hidden="true" className="size-4" /> Dismiss
      </button>
    </div>
  );
}
