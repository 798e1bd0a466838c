import { CalendarDays, CopyPlus, Download, ListOrdered, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SharedTrip } from '@contracts';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { primaryButtonClass } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { sharedTripFileUrl } from '../api/download-trip-file';
import { useSharedTrip } from '../api/get-shared-trip';
import { useCopyToMyTrips } from '../hooks/use-copy-to-my-trips';
import { useStopSelection } from '../hooks/use-stop-selection';
import { DayList } from './DayList';
import { ExportLinks } from './ExportLinks';
import { ReadOnlyStops } from './ReadOnlyStops';
import { TripMapPanel } from './TripMapPanel';
import { TripPageSkeleton } from './TripPageSkeleton';
import { TripSection } from './TripSection';
import { TripTotals } from './TripTotals';

/** /shared-trips/:token: a trip someone shared, read-only, with Copy to My Trips. */
export function SharedTripPage({ token }: { token: string }) {
  const trip = useSharedTrip(token);
  if (trip.isPending) return <TripPageSkeleton />;
  if (isNotFound(trip.error))
    return (
      <EmptyState
        as="h1"
        icon={MapIcon}
        title="Shared Trip Not Found"
        message="This link does not open a trip: it may be mistyped, or its owner stopped sharing it."
        action={
          <Link to={paths.movies} className={primaryButtonClass}>
            Browse Movies
          </Link>
        }
      />
    );
  if (trip.isError) return <ErrorState onRetry={() => void trip.refetch()} />;
  return <SharedTripView token={token} trip={trip.data} />;
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
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="lg:order-2">
          <TripMapPanel
            stops={trip.stops}
            legs={trip.legs}
            name={trip.name}
            selectedId={selectedId}
            onSelect={select}
          />
        </div>
        <div className="min-w-0 space-y-10 lg:order-1">
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
        </div>
      </div>
    </div>
  );
}
