import { useEffect, useRef, useState } from 'react';
import { markMap } from '@/components/map/map-marks';
import { ClusterClient, type ClusterSource } from '../lib/cluster-client';
import type { ClusterItem } from '../lib/cluster-protocol';
import type { MapData } from '../lib/map-data';

export type { ClusterSource } from '../lib/cluster-client';

export interface Viewport {
  /** west, south, east, north */
  bounds: [number, number, number, number];
  zoom: number;
}

export type MapItem = ClusterItem;

/**
 * Dense groups render as one cluster button. The index is built in workers (seconds of CPU at
 * 100,000 locations on slow devices), so the page stays responsive and the map library loads
 * meanwhile: a coarse index for the overview zooms first, then the full one; null until the first
 * is ready. A superseded filter's callbacks never arrive (the client drops old versions).
 */
export function useClusterIndex(data: MapData | undefined, indices: number[]): ClusterSource | null {
  const client = useRef<ClusterClient | null>(null);
  const [source, setSource] = useState<ClusterSource | null>(null);
  useEffect(() => {
    client.current = new ClusterClient();
    return () => client.current?.dispose();
  }, []);
  useEffect(() => {
    if (!data || !client.current) return;
    const { lat, lon } = data.payload.locations;
    client.current.load(lon, lat, indices, (loaded, final) => {
      markMap(final ? 'index' : 'quick-index');
      setSource(loaded);
    });
  }, [data, indices]);
  return source;
}

/** Only what the viewport shows becomes DOM: clusters and the unclustered points inside the bounds. */
export function useVisibleItems(source: ClusterSource | null, viewport: Viewport | null): MapItem[] {
  const [items, setItems] = useState<MapItem[]>([]);
  useEffect(() => {
    if (!source || !viewport) return;
    let live = true;
    void source
      .clusters(toBbox(viewport.bounds), Math.round(viewport.zoom))
      .then((next) => live && next && setItems(next));
    return () => {
      live = false;
    };
  }, [source, viewport]);
  return items;
}

function toBbox([west, south, east, north]: Viewport['bounds']): Viewport['bounds'] {
  return east - west >= 360 ? [-180, south, 180, north] : [wrap(west), south, wrap(east), north];
}

const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
