import Supercluster from 'supercluster';
import {
  CLUSTER_OPTIONS,
  FIRST_VIEW_MAX_ZOOM,
  MAP_MIN_ZOOM,
  boundsOf,
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

function overviewItem(
  index: Supercluster<{ i: number }>,
  feature: Feature,
  label: (i: number) => string,
): OverviewItem {
  const [longitude, latitude] = feature.geometry.coordinates;
  const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
  if (!props.cluster) return { kind: 'location', index: props.i!, label: label(props.i!), longitude, latitude };
  const id = props.cluster_id!;
  return {
    kind: 'cluster',
    id,
    count: props.point_count!,
    longitude,
    latitude,
    expansionZoom: index.getClusterExpansionZoom(id),
  };
}
