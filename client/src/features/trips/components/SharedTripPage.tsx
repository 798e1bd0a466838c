import { CalendarDays, CopyPlus, Download, ListOrdered } from 'lucide-react';
import type { SharedTrip } from '@contracts';
import { primaryButtonClass } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { sharedTripFileUrl } from '../api/download-trip-file';
import { useSharedTrip } from '../api/get-shared-trip';
import { useCopyToMyTrips } from '../hooks/use-copy-to-my-trips';
import { useStopSelection } from '../hooks/use-stop-selection';
import { DayList } from './DayList';
import { ExportLinks } from './ExportLinks';
import { ReadOnlyStops } from './ReadOnlyStops';
import { TripLayout } from './TripLayout';
import { LoadedTrip } from './LoadedTrip';
import { TripSection } from './TripSection';
import { TripTotals } from './TripTotals';

const notFound = {
  title: 'Shared Trip Not Found',
  message: 'This link does not open a trip: it may be mistyped, or its owner stopped sharing it.',
  way: { to: paths.movies, label: 'Browse Movies' },
};

/** /shared-trips/:token: a trip someone shared, read-only, with Copy to My Trips. */
export function SharedTripPage({ token }: { token: string }) {
  const trip = useSharedTrip(token);
  return (
    <LoadedTrip query={trip} notFound={notFound}>
      {(loaded) => <SharedTripView token={token} trip={loaded} />}
    </LoadedTrip>
  );
}

function SharedTripView({ token, trip }: { token: string; trip: SharedTrip }) {
  const { selectedId, select } = useStopSelection();
  const copy = useCopyToMyTrips(token);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <header className="space-y-3 border-b border-slate-800 pb-5">
        <p className="text-sm font-semibold tracking-widest text-amber-500 uppercase">
          A trip shared by {trip.owner.display_name}
        </p>
        <h1 className="font-display text-3xl font-bold break-words text-white sm:text-4xl">{trip.name}</h1>
        <TripTotals trip={trip} />
        <button type="button" onClick={copy.start} disabled={copy.busy} className={`${primaryButtonClass} mt-1`}>
          <CopyPlus aria-hidden="true" className="size-4" /> {copy.busy ? 'Copying...' : 'Copy to My Trips'}
        </button>
      </header>
      <TripLayout trip={trip} selectedId={selectedId} onSelect={select}>
        <TripSection id="stops-heading" icon={ListOrdered} title="Stops">
          <ReadOnlyStops trip={trip} selectedId={selectedId} />
        </TripSection>
        <TripSection id="days-heading" icon={CalendarDays} title="Days">
          <DayList trip={trip} />
        </TripSection>
        <TripSection id="export-heading" icon={Download} title="Export">
          <ExportLinks
            fileUrl={(format) => sharedTripFileUrl(token, format)}
            printPath={paths.sharedTripPrint(token)}
          />
        </TripSection>
      </TripLayout>
    </div>
  );
}
