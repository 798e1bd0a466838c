import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAddStops } from '../api/add-stops';
import { useCreateTrip } from '../api/create-trip';
import { errorMessage } from '../lib/error-message';
import { countOf } from '../lib/format';
import type { PlanTarget } from './use-plan-trip';

/**
 * Add to Trip: places into a new trip or at the end of one of the visitor's trips, staying on the page.
 * The toast names the trip and opens it; places the trip already has are said to be there.
 */
export function useAddToTrip(what: string) {
  const create = useCreateTrip();
  const add = useAddStops();
  const navigate = useNavigate();
  const open = (tripId: string) => ({ label: 'Open Trip', onClick: () => navigate(paths.trip(tripId)) });
  const failed = (error: unknown) => toast.error(errorMessage(error, 'Failed to add to the trip. Please try again.'));

  const addTo = (locationIds: string[], target: PlanTarget, done: () => void) => {
    if (target.kind === 'new')
      return create.mutate(
        { name: target.name, location_ids: locationIds },
        {
          onSuccess: (trip) => {
            toast.success(`Added to ${trip.name}`, { action: open(trip.id) });
            done();
          },
          onError: failed,
        },
      );
    add.mutate(
      { tripId: target.tripId, locationIds },
      {
        onSuccess: ({ trip, added, skipped }) => {
          if (added === 0) toast.info(`${what} already in ${trip.name}`, { action: open(trip.id) });
          else {
            const already = skipped > 0 ? ` (${countOf(skipped, 'place')} already in it)` : '';
            toast.success(`Added to ${trip.name}${already}`, { action: open(trip.id) });
          }
          done();
        },
        onError: failed,
      },
    );
  };

  return { addTo, busy: create.isPending || add.isPending };
}
