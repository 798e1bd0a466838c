import { useEffect, useMemo, useState } from 'react';
import type { MapConfig } from '@contracts';
import { markMap } from '@/components/map/map-marks';
import { useMapOverview } from '../api/get-map-overview';
import type { MapLocation } from '../lib/map-data';
import { MapDataClient, mapData, retainMapData, type ClusterSource, type IndexListener } from '../lib/map-data-client';
import type { Filtered } from '../lib/map-data-protocol';
import { overviewSource } from '../lib/overview-source';
import { serverMapData } from '../lib/server-map-client';

/** Who answers the map's questions: the data worker (every location downloaded) or the server (per view). */
export interface MapAnswers {
  filter(q: string, movie: string): Promise<Filtered>;
  location(index: number): Promise<MapLocation | null>;
  onIndex(listener: IndexListener): () => void;
}

/**
 * MapConfig.clustering decides (undefined until the config is there): the shared map data worker,
 * kept alive while the calling component is mounted, or the server's answers.
 */
function useMapDataClient(clustering: MapConfig['clustering'] | undefined): MapAnswers | null {
  const client = useMemo(
    () => (clustering === 'server' ? serverMapData() : clustering ? mapData() : null),
    [clustering],
  );
  useEffect(() => {
    if (client instanceof MapDataClient) return retainMapData(client);
  }, [client]);
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
export function useMapData(q: string, movie: string, clustering: MapConfig['clustering'] | undefined) {
  const client = useMapDataClient(clustering);
  const [filtered, setFiltered] = useState<Filtered | null>(null);
  const [failed, setFailed] = useState(false);
  const [source, setSource] = useState<ClusterSource | null>(null);
  const standIn = useOverviewStandIn(!q && !movie, clustering === 'server');
  useEffect(
    () =>
      client?.onIndex((next, final) => {
        markMap(final ? 'index' : 'quick-index');
        setSource(next);
      }),
    [client],
  );
  useEffect(() => {
    if (!client) return;
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
  if (!standIn || failed) return { filtered, failed, source, client };
  return {
    client,
    // The worker's answer for the same unfiltered map is the same answer: kept as the same object,
    // the page does not take it for a new filter (which would re-frame the map and close a popup).
    filtered: !filtered || sameAnswer(filtered, standIn.filtered) ? standIn.filtered : filtered,
    failed,
    source: source ?? standIn.source,
  };
}

/**
 * The server's overview as answers, when the page started on the unfiltered map it describes
 * (clustered on the server, its markers carry their popups' details).
 */
function useOverviewStandIn(unfiltered: boolean, serverSide: boolean) {
  const [startedUnfiltered] = useState(unfiltered);
  const overview = useMapOverview(startedUnfiltered).data;
  return useMemo(() => {
    if (!startedUnfiltered || !overview) return null;
    if (serverSide) serverMapData().remember(overview);
    return overviewSource(overview);
  }, [startedUnfiltered, overview, serverSide]);
}

const sameAnswer = (a: Filtered, b: Filtered) =>
  a.narrowed === b.narrowed &&
  a.count === b.count &&
  a.movieTitle === b.movieTitle &&
  String(a.bounds) === String(b.bounds);

/** What a location's popup shows, asked of the map's answers (useMapData's client) when the location is selected. */
export function useMapLocation(client: MapAnswers | null, index: number | null): MapLocation | null {
  const [location, setLocation] = useState<MapLocation | null>(null);
  useEffect(() => {
    if (index === null || !client) return;
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
