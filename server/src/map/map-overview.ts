import Supercluster from 'supercluster';
import {
  CLUSTER_OPTIONS,
  FIRST_VIEW_MAX_ZOOM,
  MAP_MIN_ZOOM,
  boundsOf,
  clusterItemOf,
  firstIndexMaxZoom,
  mapLocationLabel,
  type MapOverview,
  type MapPayload,
  type OverviewItem,
} from '../contracts/map.js';

type Point = Supercluster.PointFeature<{ i: number }>;
type Feature = ReturnType<Supercluster<{ i: number }>['getClusters']>[number];

const WORLD: [number, number, number, number] = [-180, -90, 180, 90];

/**
 * The unfiltered map's first view (contracts MapOverview) from the payload the map's data worker
 * downloads: the same points in the same order, clustered with the same settings and the same
 * highest zoom as the worker's first index, so each cluster here has the id the worker's has and
 * its markers replace these one for one. About 0.2 s of CPU at 100,000 locations, once per data
 * version (MapService).
 */
export function buildMapOverview(payload: MapPayload): MapOverview {
  const { lat, lon, name, movie } = payload.locations;
  const points: Point[] = lat.map((latitude, i) => ({
    type: 'Feature',
    properties: { i },
    geometry: { type: 'Point', coordinates: [lon[i], latitude] },
  }));
  const index = new Supercluster<{ i: number }>({ ...CLUSTER_OPTIONS, maxZoom: firstIndexMaxZoom(points.length) });
  index.load(points);
  const label = (i: number) => mapLocationLabel(name[i], payload.movies.title[movie[i]]);
  const levels: OverviewItem[][] = [];
  for (let zoom = MAP_MIN_ZOOM; zoom <= FIRST_VIEW_MAX_ZOOM; zoom++)
    levels.push(index.getClusters(WORLD, zoom).map((feature) => overviewItem(index, feature, label)));
  return { count: points.length, bounds: boundsOf(lon, lat), levels };
}

/** The marker as the map's data worker gives it, and for a cluster the zoom it splits at. */
function overviewItem(
  index: Supercluster<{ i: number }>,
  feature: Feature,
  label: (i: number) => string,
): OverviewItem {
  const item = clusterItemOf(feature, label);
  return item.kind === 'cluster' ? { ...item, expansionZoom: index.getClusterExpansionZoom(item.id) } : item;
}
