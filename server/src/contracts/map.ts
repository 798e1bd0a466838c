import type { LocationKind, LocationPrecision } from './locations.js';

/**
 * GET /api/map/locations, column-oriented so 100,000 points stay small: one array per field
 * instead of one object per location (no repeated keys), movies and countries as lookup tables
 * referenced by index, coordinates rounded to 5 decimals (~1 m).
 */
export interface MapPayload {
  movies: { slug: string[]; title: string[]; year: (number | null)[] };
  countries: string[];
  locations: {
    slug: string[];
    name: string[];
    city: (string | null)[];
    /** Index into `countries`, -1 when unknown. */
    country: number[];
    lat: number[];
    lon: number[];
    /** Index into `movies`. */
    movie: number[];
    /** Index into LOCATION_PRECISIONS (0: exact spot). */
    precision: number[];
    /** Index into LOCATION_KINDS (0: filmed here). */
    kind: number[];
  };
}

/** What a popup shows for one location (SPEC §2 Map); the server's views send it with each location. */
export interface MapPlace {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  movie: { slug: string; title: string; year: number | null };
  precision: LocationPrecision;
  kind: LocationKind;
}

/** GET /api/map/summary?q=&movie= (MapSummary) and /api/map/view?q=&movie=&zoom=&bbox= (MapView). */
export const MAP_SUMMARY_PATH = '/map/summary';
export const MAP_VIEW_PATH = '/map/view';

/** A filter's result on the server (above MAP_FULL_PAYLOAD_MAX): as the data worker's own answer. */
export interface MapSummary {
  narrowed: boolean;
  count: number;
  movieTitle: string | null;
  bounds: [number, number, number, number] | null;
}

/**
 * One marker of a server view: a cluster with the zoom it splits at, or a location (`index`: its
 * position in this filter's result, the marker's key) with what its popup shows.
 */
export type MapViewItem =
  | (Extract<ClusterItem, { kind: 'cluster' }> & { expansionZoom: number })
  | (Extract<ClusterItem, { kind: 'location' }> & { place: MapPlace });

/** The markers of one view (bbox and zoom) of a filter's result, clustered by the server. */
export interface MapView {
  items: MapViewItem[];
}

/** GET /api/map/config (MapConfig). */
export const MAP_CONFIG_PATH = '/map/config';

/** GET /api/map/overview and the map page's own HTML: the unfiltered map's first view, see MapOverview. */
export const MAP_OVERVIEW_PATH = '/map/overview';

/** A 390 px screen shows the whole world only below zoom 0 (the world is 512 px wide at 0). */
export const MAP_MIN_ZOOM = -1;

/**
 * SPEC §2/§9's first view is at zoom 2 (or fitted to the places further out): the highest zoom a
 * first view opens at, and so the highest level the overview carries.
 */
export const FIRST_VIEW_MAX_ZOOM = 2;

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

/**
 * The highest zoom of the first index built over `count` locations (the quick one from
 * QUICK_MIN_POINTS): the server's overview and the map's data worker build the same index, so
 * their clusters carry the same ids.
 */
export const firstIndexMaxZoom = (count: number): number =>
  usesQuickIndex(count) ? QUICK_MAX_ZOOM : CLUSTER_OPTIONS.maxZoom;

/** Whether the map's data worker first builds the quick index over `count` locations. */
export const usesQuickIndex = (count: number): boolean => count >= QUICK_MIN_POINTS;

/**
 * West, south, east, north of the given locations (indices into `lon`/`lat`; all of them when
 * omitted); null for none. The map's data worker and the server's overview both frame with it.
 */
export function boundsOf(
  lon: ArrayLike<number>,
  lat: ArrayLike<number>,
  indices?: ArrayLike<number>,
): [number, number, number, number] | null {
  const count = indices ? indices.length : lon.length;
  if (count === 0) return null;
  let [minLat, maxLat, minLon, maxLon] = [90, -90, 180, -180];
  for (let k = 0; k < count; k++) {
    const i = indices ? indices[k] : k;
    minLat = Math.min(minLat, lat[i]);
    maxLat = Math.max(maxLat, lat[i]);
    minLon = Math.min(minLon, lon[i]);
    maxLon = Math.max(maxLon, lon[i]);
  }
  return [minLon, minLat, maxLon, maxLat];
}

/** A single location's marker name: the place and its movie. */
export const mapLocationLabel = (name: string, movieTitle: string): string => `${name} (${movieTitle})`;

/** What one map marker shows: a cluster of locations, or one location (its index in MapPayload). */
export type ClusterItem =
  | { kind: 'location'; index: number; label: string; longitude: number; latitude: number }
  | { kind: 'cluster'; id: number; count: number; longitude: number; latitude: number };

/** A feature of supercluster's getClusters, as far as a marker needs it (`i`: the location's index). */
export interface ClusterFeature {
  geometry: { coordinates: number[] };
  properties: unknown;
}

/**
 * The marker of a supercluster feature: a cluster, or one location named by `label`. The map's data
 * worker and the server's overview read their indexes with it, so their markers are alike.
 */
export function clusterItemOf(feature: ClusterFeature, label: (index: number) => string): ClusterItem {
  const [longitude, latitude] = feature.geometry.coordinates;
  const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
  return props.cluster
    ? { kind: 'cluster', id: props.cluster_id!, count: props.point_count!, longitude, latitude }
    : { kind: 'location', index: props.i!, label: label(props.i!), longitude, latitude };
}

/** A cluster of the overview, with the zoom it splits at (the map zooms there when it is activated). */
export type OverviewItem =
  | (Extract<ClusterItem, { kind: 'location' }> & { place?: MapPlace })
  | (Extract<ClusterItem, { kind: 'cluster' }> & { expansionZoom: number });

/**
 * The unfiltered map's first view, computed on the server once per data version from the same
 * MapPayload: the count, the bounds and the markers of every zoom level a first view can open at,
 * from the index the map's data worker builds first over the same payload (same cluster ids), so
 * the first markers show without waiting for the worker to download and cluster every location.
 */
export interface MapOverview {
  count: number;
  /** west, south, east, north of every location; null when there is none. */
  bounds: [number, number, number, number] | null;
  /** Markers of zoom levels MAP_MIN_ZOOM..FIRST_VIEW_MAX_ZOOM, each level's whole world. */
  levels: OverviewItem[][];
}

/**
 * GET /api/map/config: which renderer and basemap to use — OpenFreeMap's keyless streets by default,
 * MAP_STYLE_URL, Mapbox streets with a token, or the built-in offline basemap.
 */
export interface MapConfig {
  renderer: 'mapbox' | 'maplibre';
  /** A style URL; the offline one is served by this app. */
  style: string;
  offline: boolean;
  /**
   * The built-in basemap (MapLibre), used when `style` cannot be fetched within a few seconds
   * (no network, the service down). Absent when `style` is that basemap already.
   */
  fallbackStyle?: string;
  /**
   * A Mapbox *public* token (pk.*), only with the mapbox renderer. It is meant to be shipped to
   * browsers — Mapbox scopes it by URL restrictions on the account, not by secrecy.
   */
  mapboxToken?: string;
  /**
   * Where /map clusters: `browser` (up to MAP_FULL_PAYLOAD_MAX locations, the data worker downloads
   * them all once) or `server` (above it: GET /api/map/summary and /api/map/view per view).
   */
  clustering: 'browser' | 'server';
}

/**
 * The built-in basemap's palette, shared by its style, the no-photo place pictures and the map's
 * box (which shows the water around a world zoomed out below 0, where MapLibre paints nothing).
 */
export const OFFLINE_BASEMAP_COLOURS = { water: '#0c1a2b', land: '#1f2a3c' } as const;
