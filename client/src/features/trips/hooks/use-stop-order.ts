import { arrayMove } from '@dnd-kit/sortable';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { useReorderStops } from '../api/reorder-stops';
import { useRemoveStop } from '../api/remove-stop';
import { errorMessage } from '../lib/error-message';

/**
 * Moving and removing the stops of a trip: a move shows at once and is saved as the whole order
 * (the server wants every stop once); a refused one puts the list back and says why.
 */
export function useStopOrder(trip: TripDetail) {
  const reorder = useReorderStops(trip.id);
  const remove = useRemoveStop(trip.id);
  const stops = trip.stops;

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= stops.length || from < 0) return;
    const ids = arrayMove(
      stops.map((stop) => stop.id),
      from,
      to,
    );
    reorder.mutate(ids, {
      onError: (error) => toast.error(errorMessage(error, 'Failed to save the new order. Please try again.')),
    });
  };

  const removeStop = (stopId: string) => {
    const name = stops.find((stop) => stop.id === stopId)?.place.name ?? 'The stop';
    remove.mutate(stopId, {
      onSuccess: () => toast.success(`${name} was removed from the trip`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to remove the stop. Please try again.')),
    });
  };

  return { stops, move, removeStop, busy: remove.isPending };
}
