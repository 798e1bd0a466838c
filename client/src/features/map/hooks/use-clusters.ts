import { useLayoutEffect, useState } from 'react';
import type { ClusterSource } from '../lib/map-data-client';
import type { ClusterItem } from '../lib/map-data-protocol';

export interface Viewport {
  /** west, south, east, north */
  bounds: [number, number, number, number];
  zoom: number;
}

export type MapItem = ClusterItem;

/** Only what the viewport shows becomes DOM: clusters and the unclustered points inside the bounds. */
export function useVisibleItems(source: ClusterSource | null, viewport: Viewport | null): MapItem[] {
  const [items, setItems] = useState<MapItem[]>([]);
  // Asked for as the new viewport commits, not after the paint that follows: that paint draws the
  // map's frame, which took 90–150 ms of a move's 300 on this machine's software WebGL before the
  // server's view was even asked for.
  useLayoutEffect(() => {
    if (!source || !viewport) return;
    let live = true;
    void source
      // The level at or below the view's zoom (as supercluster itself does): drawn at that zoom or
      // larger, clusters stay at least their radius apart on screen and never cover each other.
      .clusters(toBbox(viewport.bounds), Math.floor(viewport.zoom))
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
