import type { MapLocation } from './map-data';

/**
 * Messages between the /map page and its data worker (lib/map-data.worker.ts), which downloads
 * every location, filters them and clusters the result, so the page's main thread never parses
 * or scans the payload (8 MB of JSON at 100,000 locations).
 */

/** west, south, east, north */
export type Bbox = [number, number, number, number];

/** The overview index answers first; the full one takes over when it is built (see QUICK_MAX_ZOOM). */
export type IndexKind = 'quick' | 'full';

export type MapDataRequest =
  | { type: 'filter'; request: number; q: string; movie: string }
  | { type: 'clusters'; request: number; version: number; kind: IndexKind; bbox: Bbox; zoom: number }
  | { type: 'expansion'; request: number; version: number; kind: IndexKind; clusterId: number }
  | { type: 'location'; request: number; index: number };

/** A filter's result: its version is the request's number; older versions are dropped by the worker. */
export interface Filtered {
  version: number;
  count: number;
  /** The title of the ?movie= filter's movie, null without one (or for an unknown slug). */
  movieTitle: string | null;
  /** The matching locations' bounds (west, south, east, north), null when nothing matches. */
  bounds: Bbox | null;
}

export type MapDataResponse =
  | ({ type: 'filtered'; request: number } & Filtered)
  | { type: 'index'; version: number; kind: IndexKind }
  | { type: 'clusters'; request: number; items: ClusterItem[] | null }
  | { type: 'expansion'; request: number; zoom: number | null }
  | { type: 'location'; request: number; location: MapLocation | null }
  | { type: 'failed'; request: number; message: string };

export type ClusterItem =
  | { kind: 'location'; index: number; label: string; longitude: number; latitude: number }
  | { kind: 'cluster'; id: number; count: number; longitude: number; latitude: number };

/** A 390 px screen shows the whole world only below zoom 0 (the world is 512 px wide at 0). */
export const MAP_MIN_ZOOM = -1;

/**
 * The clustering settings, down to the map's lowest zoom: below 0, clusters made for zoom 0 would
 * sit closer than their radius and overlap.
 */
export const CLUSTER_OPTIONS = { radius: 56, minZoom: MAP_MIN_ZOOM, maxZoom: 16, minPoints: 2 } as const;

/**
 * A first, coarse index (clustered up to this zoom only) is ready in a fraction of the full
 * build's time and answers the overview zooms until the full index takes over.
 */
export const QUICK_MAX_ZOOM = 5;
/** Below this many locations the full build is quick anyway, and one index means no swap. */
export const QUICK_MIN_POINTS = 20_000;
