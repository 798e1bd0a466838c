import type { ClusterItem } from '@contracts';
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
  /** A ?q= or ?movie= filter chose these locations (false: every location, the unfiltered map). */
  narrowed: boolean;
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

export type { ClusterItem };
/** Shared with the server's overview (server/src/map/map-overview.ts), which builds the same first index. */
export { CLUSTER_OPTIONS, MAP_MIN_ZOOM, QUICK_MAX_ZOOM } from '@contracts';

/**
 * The markers' order (their DOM and tab order): west to east, then north to south. The same for
 * every source of markers (this index, the server's overview), so one replacing the other moves
 * no element — a moved element would lose keyboard focus.
 */
export const byPosition = (a: ClusterItem, b: ClusterItem): number =>
  a.longitude - b.longitude || b.latitude - a.latitude;
