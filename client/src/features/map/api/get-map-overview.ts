import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_OVERVIEW_PATH, type MapOverview } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/map/overview: the unfiltered map's first view, computed by the server per data version
 * (count, bounds, the markers of the first view's zoom levels). It stands in for the data worker's
 * answers until they arrive; the map page's HTML carries it on a first visit.
 */
export const getMapOverview = (signal?: AbortSignal) => api.get<MapOverview>(MAP_OVERVIEW_PATH, undefined, signal);

/** Kept as long as the data worker keeps its locations (map-data-client's IDLE_MS): both describe the same data. */
const OVERVIEW_STALE_MS = 5 * 60_000;

export const mapOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.map.overview,
    queryFn: ({ signal }) => getMapOverview(signal),
    staleTime: OVERVIEW_STALE_MS,
  });

/** The overview, for the unfiltered map only (a filtered one waits for the worker's own answer). */
export const useMapOverview = (unfiltered: boolean) => useQuery({ ...mapOverviewQueryOptions(), enabled: unfiltered });
