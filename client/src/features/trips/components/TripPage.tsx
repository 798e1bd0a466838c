import { CalendarDays, Download, ListOrdered, MapPinned, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TripDetail } from '@contracts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useTrip } from '../api/get-trip';
import { AreaTools } from './AreaTools';
import { BestOrderPanel } from './BestOrderPanel';
import { useStopSelection } from '../hooks/use-stop-selection';
import { DayList } from './DayList';
import { DaysForm } from './DaysForm';
import { ExportLinks } from './ExportLinks';
import { PendingEditsNotice } from './PendingEditsNotice';
import { RemovedStopsNotice } from './RemovedStopsNotice';
import { SaveForOfflineButton } from './SaveForOfflineButton';
import { SharePanel } from './SharePanel';
import { SignInPrompt } from './SignInPrompt';
import { StopList } from './StopList';
import { TripLayout } from './TripLayout';
import { LoadedTrip } from './LoadedTrip';
import { TripPageSkeleton } from './TripPageSkeleton';
import { TripSection } from './TripSection';
import { TripTitle } from './TripTitle';
import { TripTotals } from './TripTotals';

const notFound = {
  title: 'Trip Not Found',
  message: 'This trip does not exist, or it belongs to another account.',
  way: { to: paths.trips, label: 'Go to My Trips' },
};

/** /trips/:id: one of the signed-in visitor's trips, to plan (another's, or none, is not found). */
export function TripPage({ tripId }: { tripId: string }) {
  const { user, isLoading } = useAuth();
  const trip = useTrip(tripId);
  if (isLoading) return <TripPageSkeleton />;
  if (!user)
    return (
      <SignInPrompt
        icon={MapPinned}
        title="Sign In to See This Trip"
        message="Trips are private to the account that planned them. Sign in and you will be back here."
      />
    );
  return (
    <LoadedTrip query={trip} notFound={notFound}>
      {(loaded) => <TripPlanner trip={loaded} />}
    </LoadedTrip>
  );
}

function TripPlanner({ trip }: { trip: TripDetail }) {
  const { selectedId, select } = useStopSelection();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Link to={paths.trips} className="text-sm font-medium text-amber-400 hover:text-amber-300">
        ← My Trips
      </Link>
      <header className="mt-3 space-y-3 border-b border-slate-800 pb-5">
        <TripTitle trip={trip} />
        <TripTotals trip={trip} />
        <SaveForOfflineButton trip={trip} />
      </header>
      <div className="mt-5 space-y-3 empty:hidden">
        <PendingEditsNotice tripId={trip.id} />
        <RemovedStopsNotice trip={trip} />
      </div>
      <TripLayout trip={trip} selectedId={selectedId} onSelect={select} mapTools={<AreaTools tripId={trip.id} />}>
        <TripSection id="stops-heading" icon={ListOrdered} title="Stops">
          {trip.stops.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-700 p-5 text-sm text-slate-400">
              No stops yet. Open a movie and choose Plan a Trip, or move the map to a city and press Add Places in View
              (or Draw a Box around the places you want).
            </p>
          ) : (
            <>
              <BestOrderPanel trip={trip} />
              <StopList trip={trip} selectedId={selectedId} />
            </>
          )}
        </TripSection>
        <TripSection id="days-heading" icon={CalendarDays} title="Days">
          <DaysForm trip={trip} />
          <DayList trip={trip} />
        </TripSection>
        <TripSection id="share-heading" icon={Share2} title="Share">
          <SharePanel trip={trip} />
        </TripSection>
        <TripSection id="export-heading" icon={Download} title="Export">
          <ExportLinks tripId={trip.id} printPath={paths.tripPrint(trip.id)} />
        </TripSection>
      </TripLayout>
    </div>
  );
}
