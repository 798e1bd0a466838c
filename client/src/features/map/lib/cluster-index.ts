import Supercluster from 'supercluster';
import { clusterItemOf } from '@contracts';
import { CLUSTER_OPTIONS, byPosition, type Bbox, type ClusterItem } from './map-data-protocol';

type Props = { i: number };
export type ClusterIndex = Supercluster<Props>;

/**
 * The two supercluster 8 internals a stepped build needs: `load` does the same thing in one go
 * (trees[maxZoom + 1] holds the points, each lower zoom clusters the one above). The unit test
 * compares both builds, so an upgrade that changes them fails there, not in the browser.
 */
interface Internals {
  trees: unknown[];
  options: { minZoom: number; maxZoom: number };
  _createTree(data: number[]): unknown;
  _cluster(tree: unknown, zoom: number): number[];
}

/**
 * Builds the supercluster index over the given locations (ids are indices into the map payload),
 * one zoom level at a time: `pause` runs between levels and returns false to give the build up
 * (a newer filter replaced it). At 100,000 points the whole build takes 1–2 s of CPU here; between
 * levels the worker answers the page's questions about the index it already has.
 */
export async function buildIndex(
  lon: ArrayLike<number>,
  lat: ArrayLike<number>,
  ids: ArrayLike<number>,
  maxZoom: number = CLUSTER_OPTIONS.maxZoom,
  pause: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<ClusterIndex | null> {
  const points = new Array<Supercluster.PointFeature<Props>>(ids.length);
  for (let k = 0; k < ids.length; k++) {
    const i = ids[k];
    points[k] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [lon[i], lat[i]] } };
  }
  const index = new Supercluster<Props>({ ...CLUSTER_OPTIONS, maxZoom });
  const inner = index as unknown as Internals;
  const minZoom = inner.options.minZoom;
  // With minZoom above maxZoom, load() only indexes the points (trees[maxZoom + 1]).
  inner.options.minZoom = maxZoom + 1;
  index.load(points);
  inner.options.minZoom = minZoom;
  for (let zoom = maxZoom; zoom >= minZoom; zoom--) {
    if (!(await pause())) return null;
    inner.trees[zoom] = inner._createTree(inner._cluster(inner.trees[zoom + 1], zoom));
  }
  return index;
}

/** Clusters and single locations inside a bbox (already wrapped), in marker order; `label` names a single location. */
export function clustersIn(
  index: ClusterIndex,
  bbox: Bbox,
  zoom: number,
  label: (index: number) => string,
): ClusterItem[] {
  return index
    .getClusters(bbox, zoom)
    .map((feature) => clusterItemOf(feature, label))
    .sort(byPosition);
}
