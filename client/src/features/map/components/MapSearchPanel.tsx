import type { RefObject } from 'react';
import type { useMapFilters } from '../hooks/use-map-filters';
import type { useNearMe } from '../hooks/use-near-me';
import type { Filtered } from '../lib/map-data-protocol';
import { MapToolbar } from './MapToolbar';
import { NearMePanel } from './NearMePanel';

/**
 * Over the map: the search and movie filter with the count and Near me, then Near me's list. The
 * first view and popups keep clear of it (`panel` is measured).
 */
export function MapSearchPanel({
  panel,
  filters,
  filtered,
  nearMe,
}: {
  panel: RefObject<HTMLDivElement | null>;
  filters: ReturnType<typeof useMapFilters>;
  filtered: Filtered | null;
  nearMe: ReturnType<typeof useNearMe>;
}) {
  return (
    <div
      ref={panel}
      className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-col gap-3 sm:right-auto sm:w-[26rem]"
    >
      <MapToolbar
        input={filters.input}
        onInput={filters.setInput}
        count={filtered ? filtered.count : null}
        movieTitle={filtered?.movieTitle ?? null}
        filtersActive={filters.active}
        onClear={filters.clear}
        onNearMe={nearMe.locate}
        locating={nearMe.state.status === 'locating'}
      />
      <NearMePanel state={nearMe.state} onClose={nearMe.dismiss} />
    </div>
  );
}
