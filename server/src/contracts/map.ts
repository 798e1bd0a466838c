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

/** GET /api/map/config: which renderer and basemap to use (Mapbox streets, MAP_STYLE_URL or offline). */
export interface MapConfig {
  renderer: 'mapbox' | 'maplibre';
  /** A style URL; the offline one is served by this app. */
  style: string;
  offline: boolean;
  /**
   * A Mapbox *public* token (pk.*), only with the mapbox renderer. It is meant to be shipped to
   * browsers — Mapbox scopes it by URL restrictions on the account, not by secrecy.
   */
  mapboxToken?: string;
}
