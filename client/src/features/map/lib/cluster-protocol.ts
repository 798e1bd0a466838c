/** Messages between the map and its clustering worker (lib/cluster.worker.ts). */
export type ClusterRequest =
  | { type: 'load'; version: number; lon: Float64Array; lat: Float64Array; ids: Int32Array; maxZoom: number }
  | { type: 'clusters'; version: number; request: number; bbox: [number, number, number, number]; zoom: number }
  | { type: 'expansion'; version: number; request: number; clusterId: number };

export type ClusterResponse =
  | { type: 'loaded'; version: number }
  | { type: 'clusters'; request: number; items: ClusterItem[] }
  | { type: 'expansion'; request: number; zoom: number }
  | { type: 'stale'; request: number };

export type ClusterItem =
  | { kind: 'location'; index: number; longitude: number; latitude: number }
  | { kind: 'cluster'; id: number; count: number; longitude: number; latitude: number };

/** The clustering settings, shared by the worker and the in-page fallback. */
export const CLUSTER_OPTIONS = { radius: 56, maxZoom: 16, minPoints: 2 } as const;

/**
 * A first, coarse index (clustered up to this zoom only) is ready in a fraction of the full
 * build's time and answers the overview zooms until the full index takes over.
 */
export const QUICK_MAX_ZOOM = 5;
/** Below this many locations the full build is quick anyway, and one index means no swap. */
export const QUICK_MIN_POINTS = 20_000;
