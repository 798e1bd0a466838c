import { useCallback, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { Camera } from '@/components/map/web-mercator';
import type { ClusterSource } from '../lib/map-data-client';
import type { Viewport } from './use-clusters';

const NEAR_ME_ZOOM = 9;

interface MapMovesInput {
  moveTo: (target: Camera, duration: number) => void;
  map: RefObject<MapRef | null>;
  clusters: ClusterSource | null;
  viewport: Viewport | null;
  /** The preview's camera while there is no live map. */
  shown: Camera | null;
}

/** The moves the visitor asks for: into a cluster, a zoom step on the preview, to their own position. */
export function useMapMoves({ moveTo, map, clusters, viewport, shown }: MapMovesInput) {
  const expand = useCallback(
    (clusterId: number, longitude: number, latitude: number) => {
      void clusters?.expansionZoom(clusterId).then((zoom) => {
        // Where the cluster splits, and at least one level in: from 1.7 its split at 2 would barely move.
        const current = map.current?.getZoom() ?? viewport?.zoom ?? 0;
        const target = Math.min(Math.max(zoom ?? 16, Math.floor(current) + 1.5), 18);
        moveTo({ longitude, latitude, zoom: target }, 500);
      });
    },
    [clusters, map, moveTo, viewport],
  );
  const zoomBy = useCallback(
    (levels: number) => shown && moveTo({ ...shown, zoom: shown.zoom + levels }, 300),
    [shown, moveTo],
  );
  const centreOn = useCallback(
    (longitude: number, latitude: number) => moveTo({ longitude, latitude, zoom: NEAR_ME_ZOOM }, 800),
    [moveTo],
  );
  return { expand, zoomBy, centreOn };
}
