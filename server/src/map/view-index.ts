import KDBush from 'kdbush';
import Supercluster from 'supercluster';
import { CLUSTER_OPTIONS, MAP_MIN_ZOOM } from '../contracts/map.js';

/**
 * The server's cluster index over one set of locations (every location of a data version, or a
 * filter's matches), for the map answered per view above MAP_FULL_PAYLOAD_MAX locations.
 *
 * supercluster keeps one level per zoom, and above zoom 9 nearly every location is a level entry of
 * its own: a full index (zooms -1..16) over 1,000,000 places holds 8.2 million entries. So the levels
 * are built up to INDEX_MAX_ZOOM only (0.74 million entries at a million places) and kept in typed
 * arrays (29 bytes an entry); closer in, a view is clustered when asked, from the locations around
 * it (a few hundred at zoom 10 in a town), with supercluster and the same settings.
 */
export const INDEX_MAX_ZOOM = 9;
/** A view closer than INDEX_MAX_ZOOM with more locations around it than this shows the last level's clusters. */
export const LIVE_MAX_POINTS = 20_000;
/** supercluster's own highest zoom: closer in every location is a marker of its own. */
const POINTS_ZOOM = CLUSTER_OPTIONS.maxZoom + 1;
/** No view of a screen holds this many markers (clusters stay a radius apart): a larger answer is refused. */
export const VIEW_MAX_ITEMS = 5_000;

/** west, south, east, north */
export type Bbox = [number, number, number, number];

/** A marker of a view: a cluster with the zoom it splits at, or one location (its position in the set). */
export type ViewIndexItem =
  | { kind: 'cluster'; id: number; count: number; longitude: number; latitude: number; expansionZoom: number }
  | { kind: 'location'; index: number; longitude: number; latitude: number };

interface Level {
  tree: KDBush;
  /** Per entry (insertion order): a location's index, or a cluster's supercluster id. */
  id: Int32Array;
  count: Int32Array;
  /** Clusters only: the zoom the cluster splits at. */
  expansion: Int8Array;
  x: Float32Array;
  y: Float32Array;
}

export interface ViewIndex {
  count: number;
  lon: Float64Array;
  lat: Float64Array;
  /** Every location, in mercator units [0, 1] (KDBush ids are the locations' indexes). */
  points: KDBush;
  /** levels[zoom - MAP_MIN_ZOOM] for MAP_MIN_ZOOM..INDEX_MAX_ZOOM. */
  levels: Level[];
  bounds: Bbox | null;
}

/** The supercluster 8 internals the build drives (the client's lib/cluster-index.ts uses the same two). */
interface Internals {
  trees: ({ data: ArrayLike<number> & { length: number }; numItems: number } | undefined)[];
  points: { length: number };
  stride: number;
  _createTree(data: ArrayLike<number>): KDBush & { data: Float64Array };
  _cluster(tree: unknown, zoom: number): number[];
}

const STRIDE = 6;
const [OFFSET_ID, OFFSET_NUM] = [3, 5];

/**
 * Builds the levels from the locations' coordinates. No GeoJSON object per location (the level
 * arrays are filled from the coordinates directly): at a million places the objects alone were
 * ~200 MB. ~10 s of CPU at a million places, so it runs in a worker thread (view-index.worker.ts).
 */
export function buildViewIndex(lon: Float64Array, lat: Float64Array): ViewIndex {
  const count = lon.length;
  const raw = new Float64Array(count * STRIDE);
  const points = new KDBush(Math.max(count, 1), 64, Float32Array);
  for (let i = 0, k = 0; i < count; i++, k += STRIDE) {
    // supercluster's own point entry: x, y, the zoom it was last processed at, id, parent, count.
    raw[k] = Math.fround(lngX(lon[i]));
    raw[k + 1] = Math.fround(latY(lat[i]));
    raw[k + 2] = Infinity;
    raw[k + OFFSET_ID] = i;
    raw[k + 4] = -1;
    raw[k + OFFSET_NUM] = 1;
    points.add(raw[k], raw[k + 1]);
  }
  if (count === 0) points.add(-1, -1);
  points.finish();

  const index = new Supercluster({ ...CLUSTER_OPTIONS, maxZoom: INDEX_MAX_ZOOM });
  const inner = index as unknown as Internals;
  // Cluster ids encode the number of input points; getChildren reads point entries only to count them.
  inner.points = { length: count };
  inner.trees[INDEX_MAX_ZOOM + 1] = inner._createTree(raw);
  for (let zoom = INDEX_MAX_ZOOM; zoom >= MAP_MIN_ZOOM; zoom--)
    inner.trees[zoom] = inner._createTree(Float64Array.from(inner._cluster(inner.trees[zoom + 1], zoom)));

  const expansionOf = new Map<number, number>();
  const levels: Level[] = [];
  for (let zoom = MAP_MIN_ZOOM; zoom <= INDEX_MAX_ZOOM; zoom++)
    levels.push(compactLevel(index, inner.trees[zoom]!.data, expansionOf));
  return { count, lon, lat, points, levels, bounds: boundsOf(lon, lat) };
}

function compactLevel(index: Supercluster, data: ArrayLike<number>, expansionOf: Map<number, number>): Level {
  const size = data.length / STRIDE;
  const level: Level = {
    tree: new KDBush(Math.max(size, 1), 64, Float32Array),
    id: new Int32Array(size),
    count: new Int32Array(size),
    expansion: new Int8Array(size),
    x: new Float32Array(size),
    y: new Float32Array(size),
  };
  for (let entry = 0; entry < size; entry++) {
    const k = entry * STRIDE;
    const [x, y, id, count] = [data[k], data[k + 1], data[k + OFFSET_ID], data[k + OFFSET_NUM]];
    level.tree.add(x, y);
    level.x[entry] = x;
    level.y[entry] = y;
    level.id[entry] = id;
    level.count[entry] = count;
    if (count > 1) {
      // A cluster carried unchanged to a lower zoom keeps its id: its expansion is computed once.
      let zoom = expansionOf.get(id);
      if (zoom === undefined) expansionOf.set(id, (zoom = index.getClusterExpansionZoom(id)));
      level.expansion[entry] = zoom;
    }
  }
  if (size === 0) level.tree.add(-1, -1);
  level.tree.finish();
  return level;
}

/**
 * The markers of a view (as supercluster's getClusters reads a bbox: wrapped, split at ±180) at
 * `zoom` (floored, as the client asks): from a level up to INDEX_MAX_ZOOM, clustered from the
 * locations around the view closer in. Null when the answer would exceed VIEW_MAX_ITEMS.
 */
export function viewItems(index: ViewIndex, bbox: Bbox, zoom: number): ViewIndexItem[] | null {
  const z = Math.max(MAP_MIN_ZOOM, Math.floor(zoom));
  const boxes = mercatorBoxes(bbox);
  if (z > INDEX_MAX_ZOOM) {
    const live = liveItems(index, bbox, boxes, z);
    if (live) return live;
  }
  const level = index.levels[Math.min(z, INDEX_MAX_ZOOM) - MAP_MIN_ZOOM];
  const entries = boxes.flatMap(([minX, minY, maxX, maxY]) => level.tree.range(minX, minY, maxX, maxY));
  if (entries.length > VIEW_MAX_ITEMS) return null;
  return entries.map((entry): ViewIndexItem => {
    if (level.count[entry] === 1) return locationItem(index, level.id[entry]);
    return {
      kind: 'cluster',
      id: level.id[entry],
      count: level.count[entry],
      longitude: round6(xLng(level.x[entry])),
      latitude: round6(yLat(level.y[entry])),
      expansionZoom: level.expansion[entry],
    };
  });
}

/**
 * Past the levels: the locations within the view and a cluster radius around it, clustered for
 * this zoom by supercluster (so clusters at the view's edges are the ones a wider view makes).
 * Their ids are this answer's own (negative: never a level's id). Null with more than
 * LIVE_MAX_POINTS locations around the view (the caller shows the last level instead).
 */
function liveItems(index: ViewIndex, bbox: Bbox, boxes: Bbox[], zoom: number): ViewIndexItem[] | null {
  const margin = CLUSTER_OPTIONS.radius / (512 * 2 ** zoom);
  const around: number[] = [];
  for (const [minX, minY, maxX, maxY] of boxes) {
    const found = index.points.range(minX - margin, minY - margin, maxX + margin, maxY + margin);
    if (around.length + found.length > LIVE_MAX_POINTS) return null;
    for (const i of found) if (i < index.count) around.push(i);
  }
  if (zoom >= POINTS_ZOOM) {
    const inside = boxes
      .flatMap(([minX, minY, maxX, maxY]) => index.points.range(minX, minY, maxX, maxY))
      .filter((i) => i < index.count);
    return inside.length > VIEW_MAX_ITEMS ? null : inside.map((i) => locationItem(index, i));
  }
  // In index order, as the levels' build takes them: supercluster's greedy clustering follows the input order.
  around.sort((a, b) => a - b);
  const local = new Supercluster<{ i: number }>({ ...CLUSTER_OPTIONS, minZoom: zoom });
  local.load(
    around.map((i) => ({
      type: 'Feature',
      properties: { i },
      geometry: { type: 'Point', coordinates: [index.lon[i], index.lat[i]] },
    })),
  );
  const features = local.getClusters(bbox, zoom);
  if (features.length > VIEW_MAX_ITEMS) return null;
  return features.map((feature): ViewIndexItem => {
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    if (!props.cluster) return locationItem(index, props.i!);
    const [longitude, latitude] = feature.geometry.coordinates;
    return {
      kind: 'cluster',
      id: -1 - props.cluster_id!,
      count: props.point_count!,
      longitude: round6(longitude),
      latitude: round6(latitude),
      expansionZoom: local.getClusterExpansionZoom(props.cluster_id!),
    };
  });
}

const locationItem = (index: ViewIndex, i: number): ViewIndexItem => ({
  kind: 'location',
  index: i,
  longitude: index.lon[i],
  latitude: index.lat[i],
});

/** The bbox in mercator units, as one box or two at the antimeridian (supercluster's getClusters rules). */
function mercatorBoxes([west, south, east, north]: Bbox): Bbox[] {
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  let minLng = wrap(west);
  let maxLng = east === 180 ? 180 : wrap(east);
  const [minLat, maxLat] = [Math.max(-90, Math.min(90, south)), Math.max(-90, Math.min(90, north))];
  if (east - west >= 360) [minLng, maxLng] = [-180, 180];
  const box = (a: number, b: number): Bbox => [lngX(a), latY(maxLat), lngX(b), latY(minLat)];
  return minLng > maxLng ? [box(minLng, 180), box(-180, maxLng)] : [box(minLng, maxLng)];
}

function boundsOf(lon: Float64Array, lat: Float64Array): Bbox | null {
  if (lon.length === 0) return null;
  const bounds: Bbox = [180, 90, -180, -90];
  for (let i = 0; i < lon.length; i++) {
    bounds[0] = Math.min(bounds[0], lon[i]);
    bounds[1] = Math.min(bounds[1], lat[i]);
    bounds[2] = Math.max(bounds[2], lon[i]);
    bounds[3] = Math.max(bounds[3], lat[i]);
  }
  return bounds;
}

/** The index as transferable buffers (a worker thread hands it on without a copy). */
export interface PackedViewIndex {
  count: number;
  lon: Float64Array;
  lat: Float64Array;
  points: ArrayBuffer;
  levels: (Omit<Level, 'tree'> & { tree: ArrayBuffer })[];
  bounds: Bbox | null;
}

export function packViewIndex(index: ViewIndex): { packed: PackedViewIndex; transfer: ArrayBuffer[] } {
  const levels = index.levels.map((level) => ({ ...level, tree: level.tree.data as ArrayBuffer }));
  const packed = { ...index, points: index.points.data as ArrayBuffer, levels };
  return { packed, transfer: buffersOf(packed) };
}

/** The buffers a packed index is made of (to transfer it). */
export function buffersOf(packed: PackedViewIndex): ArrayBuffer[] {
  return [
    packed.lon.buffer,
    packed.lat.buffer,
    packed.points,
    ...packed.levels.flatMap((l) => [l.tree, l.id.buffer, l.count.buffer, l.expansion.buffer, l.x.buffer, l.y.buffer]),
  ] as ArrayBuffer[];
}

export function unpackViewIndex(packed: PackedViewIndex): ViewIndex {
  return {
    ...packed,
    points: KDBush.from(packed.points),
    levels: packed.levels.map((level) => ({ ...level, tree: KDBush.from(level.tree) })),
  };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

// supercluster's projection: longitude/latitude to spherical mercator in [0, 1], and back.
const lngX = (lng: number) => lng / 360 + 0.5;
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
const xLng = (x: number) => (x - 0.5) * 360;
const yLat = (y: number) => (360 * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180))) / Math.PI - 90;
