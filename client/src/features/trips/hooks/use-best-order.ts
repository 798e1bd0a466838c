import { useState } from 'react';
import { toast } from 'sonner';
import type { BestOrderInput, TripDetail } from '@contracts';
import { useBestOrder } from '../api/best-order';
import { useUpdateTrip } from '../api/update-trip';
import { currentPosition } from '../lib/current-position';
import { errorMessage } from '../lib/error-message';
import { formatDistance } from '../lib/format';

/** Where Best Order starts: anywhere (the shortest walk overall), the visitor's position, or a stop. */
export type BestOrderStart = 'anywhere' | 'position' | `stop:${string}`;

export const startOf = (trip: TripDetail): BestOrderStart =>
  trip.start_stop_id ? `stop:${trip.start_stop_id}` : 'anywhere';

/**
 * Orders the stops for the shortest walk from the chosen start and says how long the walk now is.
 * "Anywhere" first clears a start the trip keeps (the server would otherwise start there).
 */
export function useBestOrderAction(trip: TripDetail) {
  const order = useBestOrder(trip.id);
  const update = useUpdateTrip();
  const [locating, setLocating] = useState(false);

  const input = async (start: BestOrderStart): Promise<BestOrderInput> => {
    if (start === 'position') {
      setLocating(true);
      try {
        return { position: await currentPosition() };
      } finally {
        setLocating(false);
      }
    }
    if (start === 'anywhere') {
      if (trip.start_stop_id) await update.mutateAsync({ tripId: trip.id, input: { start_stop_id: null } });
      return {};
    }
    return { start_stop_id: start.slice('stop:'.length) };
  };

  const run = async (start: BestOrderStart) => {
    try {
      const ordered = await order.mutateAsync(await input(start));
      toast.success(`Stops put in the best order: ${formatDistance(ordered.total.metres)} on foot`);
    } catch (error) {
      const fallback = error instanceof Error && !('status' in error) ? error.message : 'Failed to order the stops.';
      toast.error(errorMessage(error, fallback));
    }
  };

  return { run, busy: order.isPending || update.isPending || locating, locating };
}
