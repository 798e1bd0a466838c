import Supercluster from 'supercluster';
import { CLUSTER_OPTIONS, type ClusterItem } from './cluster-protocol';

type Props = { i: number };

/** Builds the supercluster index over the given locations (ids are indices into the map payload). */
export function buildIndex(
  lon: ArrayLike<number>,
  lat: ArrayLike<number>,
  ids: ArrayLike<number>,
  maxZoom: number = CLUSTER_OPTIONS.maxZoom,
): Supercluster<Props> {
  const points = new Array<Supercluster.PointFeature<Props>>(ids.length);
  for (let k = 0; k < ids.length; k++) {
    points[k] = {
      type: 'Feature',
      properties: { i: ids[k] },
      geometry: { type: 'Point', coordinates: [lon[k], lat[k]] },
    };
  }
  return new Supercluster<Props>({ ...CLUSTER_OPTIONS, maxZoom }).load(points);
}

/** Clusters and single locations inside a bbox (west, south, east, north; already wrapped). */
export function clustersIn(
  index: Supercluster<Props>,
  bbox: [number, number, number, number],
  zoom: number,
): ClusterItem[] {
  return index.getClusters(bbox, zoom).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates;
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    return props.cluster
      ? { kind: 'cluster', id: props.cluster_id!, count: props.point_count!, longitude, latitude }
      : { kind: 'location', index: props.i!, longitude, latitude };
  });
}
