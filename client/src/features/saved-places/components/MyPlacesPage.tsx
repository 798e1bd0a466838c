import { MapPinned } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { primaryButtonClass } from '@/components/button-styles';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { SAVED_PLACE_KINDS } from '@contracts';
import { useSavedPlaces } from '../api/get-saved-places';
import { usePlaceFilters } from '../hooks/use-place-filters';
import { filterOptions, filterPlaces } from '../lib/filter-places';
import { LIST_NAMES, tallyText } from '../lib/lists';
import { MyPlacesMapPanel } from './MyPlacesMapPanel';
import { PlaceFiltersBar } from './PlaceFiltersBar';
import { SavedPlaceList } from './SavedPlaceList';

interface MyPlacesPageProps {
  userId: string;
  /**
   * What the route offers for the Want to Go places the filters leave (their ids, in the list's order):
   * Add to Trip, from the trips feature, which this feature does not import.
   */
  listAction?: (ids: string[]) => React.ReactNode;
}

/** /account/places (issue #33): Want to Go and Been Here with a map, filters by movie and country, and counts. */
export function MyPlacesPage({ userId, listAction }: MyPlacesPageProps) {
  const saved = useSavedPlaces(userId);
  const { filters, setFilter, clear, active } = usePlaceFilters();

  if (saved.isPending) return <Frame>{<Skeleton className="h-96 rounded-2xl" />}</Frame>;
  if (saved.isError) return <ErrorState onRetry={() => void saved.refetch()} />;
  const { items, counts } = saved.data;
  if (items.length === 0) {
    return (
      <Frame>
        <EmptyState
          icon={MapPinned}
          title="No saved places yet"
          message="Tap Want to Go or Been Here on any filming location, on its page, a movie's list, a search result or the map, and it appears here."
          action={
            <Link to={paths.map} className={primaryButtonClass}>
              Explore the Map
            </Link>
          }
        />
      </Frame>
    );
  }
  const shown = filterPlaces(items, filters);
  return (
    <Frame summary={SAVED_PLACE_KINDS.map((kind) => `${LIST_NAMES[kind]}: ${tallyText(counts[kind], kind)}`)}>
      <PlaceFiltersBar
        options={filterOptions(items)}
        filters={filters}
        onChange={setFilter}
        onClear={clear}
        shown={shown.length}
        total={items.length}
      />
      <div className="mt-6">
        <MyPlacesMapPanel items={shown} />
        <p className="mt-2 flex gap-4 text-xs text-slate-400" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-amber-500" /> Want to Go
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-emerald-500" /> Been Here
          </span>
        </p>
      </div>
      {listAction && (
        <div className="mt-8">
          {listAction(shown.filter((item) => item.kind === 'want').map((item) => item.location_id))}
        </div>
      )}
      <div className={`${listAction ? 'mt-6' : 'mt-10'} grid gap-10 lg:grid-cols-2`}>
        {SAVED_PLACE_KINDS.map((kind) => (
          <SavedPlaceList
            key={kind}
            userId={userId}
            kind={kind}
            items={shown.filter((item) => item.kind === kind)}
            tally={counts[kind]}
            filtered={active}
          />
        ))}
      </div>
    </Frame>
  );
}

function Frame({ summary, children }: { summary?: string[]; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="border-b border-slate-800 pb-6">
        <h1 className="font-display text-4xl font-bold text-white sm:text-5xl">My Places</h1>
        {summary ? (
          <ul className="mt-3 space-y-1 text-slate-300" data-testid="saved-summary">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-400">The places you want to go to and the ones you have been to.</p>
        )}
      </header>
      <div className="mt-8">{children}</div>
    </div>
  );
}
