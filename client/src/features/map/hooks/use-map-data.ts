import { useEffect, useMemo, useState } from 'react';
import { markMap } from '@/components/map/map-marks';
import { useMapOverview } from '../api/get-map-overview';
import type { MapLocation } from '../lib/map-data';
import { mapData, retainMapData, type ClusterSource } from '../lib/map-data-client';
import type { Filtered } from '../lib/map-data-protocol';
import { overviewSource } from '../lib/overview-source';

/** The shared map data worker, kept alive while the calling component is mounted. */
function useMapDataClient() {
  const [client] = useState(mapData);
  useEffect(() => retainMapData(client), [client]);
  return client;
}

/**
 * Every location filtered by ?q= and ?movie= (SPEC §2 Map), answered by the map's data worker:
 * the result's count and bounds, then its cluster index — a coarse one for the overview zooms
 * first, then the full one (source is null until the first). A superseded filter's answers are
 * dropped. `failed` when the locations could not be loaded.
 *
 * Unfiltered, the server's overview (count, bounds and the first view's markers, with the ids of
 * the worker's first index) answers until the worker does: the first markers do not wait for
 * every location to be downloaded and clustered.
 */
export function useMapData(q: string, movie: string) {
  const client = useMapDataClient();
  const [filtered, setFiltered] = useState<Filtered | null>(null);
  const [failed, setFailed] = useState(false);
  const [source, setSource] = useState<ClusterSource | null>(null);
  const standIn = useOverviewStandIn(!q && !movie);
  useEffect(
    () =>
      client.onIndex((next, final) => {
        markMap(final ? 'index' : 'quick-index');
        setSource(next);
      }),
    [client],
  );
  useEffect(() => {
    let live = true;
    client.filter(q, movie).then(
      (result) => {
        markMap('locations');
        if (live) setFiltered(result);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, q, movie]);
  if (!standIn || failed) return { filtered, failed, source };
  return {
    // The worker's answer for the same unfiltered map is the same answer: kept as the same object,
    // the page does not take it for a new filter (which would re-frame the map and close a popup).
    filtered: !filtered || sameAnswer(filtered, standIn.filtered) ? standIn.filtered : filtered,
    failed,
    source: source ?? standIn.source,
  };
}

/** The server's overview as answers, when the page started on the unfiltered map it describes. */
function useOverviewStandIn(unfiltered: boolean) {
  const [startedUnfiltered] = useState(unfiltered);
  const overview = useMapOverview(startedUnfiltered).data;
  return useMemo(
    () => (startedUnfiltered && overview ? overviewSource(overview) : null),
    [startedUnfiltered, overview],
  );
}

const sameAnswer = (a: Filtered, b: Filtered) =>
  a.narrowed === b.narrowed &&
  a.count === b.count &&
  a.movieTitle === b.movieTitle &&
  String(a.bounds) === String(b.bounds);

/** What a location's popup shows, asked of the data worker when the location is selected. */
export function useMapLocation(index: number | null): MapLocation | null {
  const client = useMapDataClient();
  const [location, setLocation] = useState<MapLocation | null>(null);
  useEffect(() => {
    if (index === null) return;
    let live = true;
    client.location(index).then(
      (found) => live && setLocation(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, index]);
  return location && location.index === index ? location : null;
}
