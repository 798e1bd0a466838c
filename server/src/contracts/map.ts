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
  };
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
}

/**
 * The built-in basemap's palette, shared by its style, the no-photo place pictures and the map's
 * box (which shows the water around a world zoomed out below 0, where MapLibre paints nothing).
 */
export const OFFLINE_BASEMAP_COLOURS = { water: '#0c1a2b', land: '#1f2a3c' } as const;
