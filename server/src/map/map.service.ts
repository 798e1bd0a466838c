import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, mapRendererFor, type AppConfig } from '../config/app-config.js';
import { PublicDataVersion } from '../read-cache/index.js';
import { MapLocationsRepository } from './map-locations.repository.js';
import type { MapConfig, MapOverview } from '../contracts/map.js';
import { buildMapOverview } from './map-overview.js';
import { buildMapPayload } from './map-payload.js';
import { buildOfflineStyle } from './offline-basemap.js';

const gzipAsync = promisify(gzip);

export const MAPBOX_STREETS_STYLE = 'mapbox://styles/mapbox/streets-v12';
export const OFFLINE_STYLE_PATH = '/api/map/basemap/style.json';
/** A free, keyless vector-tile streets style (OpenStreetMap data; attribution comes with the style). */
export const OPENFREEMAP_STYLE = 'https://tiles.openfreemap.org/styles/liberty';

export type { MapConfig };

/** A response body prepared once per data version, served as-is (or 304) until the data changes. */
export interface CachedBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/** What is built per data version: the payload's response and the overview of its first view. */
interface MapBuild {
  locations: Promise<CachedBody>;
  overview: Promise<{ value: MapOverview; body: CachedBody }>;
}

@Injectable()
export class MapService {
  /** `heard`: the public data version (read-cache) at which `version` was last found current. */
  private cache?: { version: string; heard: number | null; build: MapBuild };
  private styleCache?: Promise<CachedBody>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MapLocationsRepository,
    private readonly dataVersion: PublicDataVersion,
  ) {}

  /**
   * ARCHITECTURE map row: MAP_STYLE=offline forces the built-in basemap; otherwise Mapbox streets
   * with a token, else MAP_STYLE_URL, else OpenFreeMap's streets — each with the built-in basemap as
   * the fallback the client switches to when the style cannot be fetched.
   */
  mapConfig(): MapConfig {
    if (this.config.mapOffline) return { renderer: 'maplibre', style: OFFLINE_STYLE_PATH, offline: true };
    const fallbackStyle = OFFLINE_STYLE_PATH;
    if (mapRendererFor(this.config) === 'mapbox' && this.config.mapboxAccessToken) {
      return {
        renderer: 'mapbox',
        style: MAPBOX_STREETS_STYLE,
        offline: false,
        mapboxToken: this.config.mapboxAccessToken,
        fallbackStyle,
      };
    }
    return { renderer: 'maplibre', style: this.config.mapStyleUrl ?? OPENFREEMAP_STYLE, offline: false, fallbackStyle };
  }

  /**
   * Every location in compact form. Built once per data version (a cheap count/max query decides,
   * asked only after a change to the public data was heard), so repeat requests cost no query and
   * conditional requests end in 304. The cache is derived data only; each process rebuilds its own.
   */
  async locations(): Promise<CachedBody> {
    return (await this.current()).locations;
  }

  /**
   * The unfiltered map's first view (MapOverview), built from the same payload and version as
   * locations(): the response, and the value the map page's HTML carries (web/site-heads.ts).
   */
  async overview(): Promise<{ value: MapOverview; body: CachedBody }> {
    return (await this.current()).overview;
  }

  private async current(): Promise<MapBuild> {
    // While every change is heard (PostgreSQL NOTIFY), no change heard means none made: the /map
    // page and its API answer without a query. A change elsewhere (a review, the settings) costs
    // one version query, which keeps the build unless locations or movies changed.
    const heard = this.dataVersion.isTrustworthy ? this.dataVersion.value : null;
    if (heard !== null && this.cache?.heard === heard) return this.cache.build;
    const version = await this.repository.version();
    if (this.cache?.version === version) {
      this.cache.heard = heard;
      return this.cache.build;
    }
    const entry = { version, heard, build: this.build() };
    this.cache = entry;
    // A failed build (database down) is not kept: the next request tries again.
    const forget = () => {
      if (this.cache === entry) this.cache = undefined;
    };
    entry.build.locations.catch(forget);
    entry.build.overview.catch(forget);
    return entry.build;
  }

  offlineStyle(): Promise<CachedBody> {
    this.styleCache ??= prepare(buildOfflineStyle());
    return this.styleCache;
  }

  private build(): MapBuild {
    const payload = Promise.all([this.repository.locations(), this.repository.movies()]).then(([locations, movies]) =>
      buildMapPayload(locations, movies),
    );
    const overview = payload.then(async (built) => {
      const value = buildMapOverview(built);
      return { value, body: await prepare(value) };
    });
    return { locations: payload.then(prepare), overview };
  }
}

async function prepare(value: unknown): Promise<CachedBody> {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { etag, json, gzip: await gzipAsync(json, { level: 6 }) };
}
