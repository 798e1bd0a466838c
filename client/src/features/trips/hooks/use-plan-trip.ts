import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAddStops } from '../api/add-stops';
import { useCreateTrip } from '../api/create-trip';
import { errorMessage } from '../lib/error-message';
import { countOf } from '../lib/format';

/** Where the places go: a new trip with this name, or the end of one of the visitor's trips. */
export type PlanTarget = { kind: 'new'; name: string } | { kind: 'existing'; tripId: string };

/** Plan a Trip: the chosen places into a new or existing trip, then that trip's page. */
export function usePlanTrip() {
  const create = useCreateTrip();
  const add = useAddStops();
  const navigate = useNavigate();
  const failed = (error: unknown) => toast.error(errorMessage(error, 'Failed to plan the trip. Please try again.'));

  const plan = (locationIds: string[], target: PlanTarget) => {
    if (target.kind === 'new')
      return create.mutate(
        { name: target.name, location_ids: locationIds },
        {
          onSuccess: (trip) => {
            toast.success(`Trip created with ${countOf(trip.stops.length, 'stop')}`);
            navigate(paths.trip(trip.id));
          },
          onError: failed,
        },
      );
    add.mutate(
      { tripId: target.tripId, locationIds },
      {
        onSuccess: ({ trip, added, skipped }) => {
          const already = skipped > 0 ? ` (${skipped} already in it)` : '';
          toast.success(`Added ${countOf(added, 'place')} to ${trip.name}${already}`);
          navigate(paths.trip(trip.id));
        },
        onError: failed,
      },
    );
  };

  return { plan, busy: create.isPending || add.isPending };
}
