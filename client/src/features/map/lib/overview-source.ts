import { MAP_MIN_ZOOM, type MapOverview, type OverviewItem } from '@contracts';
import type { ClusterSource } from './map-data-client';
import { byPosition, type Bbox, type ClusterItem, type Filtered } from './map-data-protocol';

/** The overview stands for the unfiltered map; no request of the worker has this number. */
export const OVERVIEW_VERSION = 0;

/**
 * The server's overview as the map's first answers (hooks/use-map-data.ts): the unfiltered
 * result's count and bounds, and a cluster source for the first view's zoom levels that answers
 * as the worker's first index would — same ids, same markers, same order — so the worker's index
 * replaces it without a visible change. Beyond those levels it has no markers to give.
 */
export function overviewSource(overview: MapOverview): { filtered: Filtered; source: ClusterSource } {
  const expansion = new Map<number, number>();
  for (const level of overview.levels)
    for (const item of level) if (item.kind === 'cluster') expansion.set(item.id, item.expansionZoom);
  return {
    filtered: {
      version: OVERVIEW_VERSION,
      narrowed: false,
      count: overview.count,
      movieTitle: null,
      bounds: overview.bounds,
    },
    source: {
      clusters: (bbox, zoom) => {
        const level = overview.levels[zoom - MAP_MIN_ZOOM];
        // Closer in, its clusters would be wrong: no markers until the worker's index is there.
        return Promise.resolve(level ? within(level, bbox).map(asClusterItem).sort(byPosition) : []);
      },
      expansionZoom: (clusterId) => Promise.resolve(expansion.get(clusterId) ?? null),
    },
  };
}

/** The items inside a bbox, with supercluster's reading of it (getClusters): wrapped, split at ±180. */
function within(items: OverviewItem[], [west, south, east, north]: Bbox): OverviewItem[] {
  const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
  const clamp = (latitude: number) => Math.max(-90, Math.min(90, latitude));
  let minLng = wrap(west);
  let maxLng = east === 180 ? 180 : wrap(east);
  const [minLat, maxLat] = [clamp(south), clamp(north)];
  if (east - west >= 360) [minLng, maxLng] = [-180, 180];
  const inLongitude =
    minLng > maxLng
      ? (longitude: number) => longitude >= minLng || longitude <= maxLng
      : (longitude: number) => longitude >= minLng && longitude <= maxLng;
  return items.filter((item) => inLongitude(item.longitude) && item.latitude >= minLat && item.latitude <= maxLat);
}

function asClusterItem(item: OverviewItem): ClusterItem {
  if (item.kind === 'location') return item;
  const { kind, id, count, longitude, latitude } = item;
  return { kind, id, count, longitude, latitude };
}
