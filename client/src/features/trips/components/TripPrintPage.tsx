import { ErrorState } from '@/components/ErrorState';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useSharedTrip } from '../api/get-shared-trip';
import { useTrip } from '../api/get-trip';
import { PrintView } from './PrintView';
import { TripPage } from './TripPage';

const loading = (
  <p role="status" className="p-10 text-center text-slate-400">
    Loading...
  </p>
);

/** /trips/:id/print: the owner's trip on paper (signed out or not found, the trip page says why). */
export function TripPrintPage({ tripId }: { tripId: string }) {
  const { user } = useAuth();
  const trip = useTrip(tripId);
  if (!user || trip.isError) return <TripPage tripId={tripId} />;
  if (trip.isPending) return loading;
  return <PrintView trip={trip.data} backPath={paths.trip(tripId)} />;
}

/** /shared-trips/:token/print: a shared trip on paper. */
export function SharedTripPrintPage({ token }: { token: string }) {
  const trip = useSharedTrip(token);
  if (trip.isPending) return loading;
  if (trip.isError) return <ErrorState title="Shared Trip Not Found" message={trip.error.message} />;
  return <PrintView trip={trip.data} backPath={paths.sharedTrip(token)} />;
}
