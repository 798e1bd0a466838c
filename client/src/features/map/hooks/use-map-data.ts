import { useEffect, useState } from 'react';
import { markMap } from '@/components/map/map-marks';
import type { MapLocation } from '../lib/map-data';
import { mapData, retainMapData, type ClusterSource } from '../lib/map-data-client';
import type { Filtered } from '../lib/map-data-protocol';

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
 */
export function useMapData(q: string, movie: string) {
  const client = useMapDataClient();
  const [filtered, setFiltered] = useState<Filtered | null>(null);
  const [failed, setFailed] = useState(false);
  const [source, setSource] = useState<ClusterSource | null>(null);
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
  return { filtered, failed, source };
}

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
