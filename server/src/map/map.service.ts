import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, mapRendererFor, type AppConfig } from '../config/app-config.js';
import { MapLocationsRepository } from './map-locations.repository.js';
import type { MapConfig } from '../contracts/map.js';
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

@Injectable()
export class MapService {
  private locationsCache?: { version: string; body: Promise<CachedBody> };
  private styleCache?: Promise<CachedBody>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MapLocationsRepository,
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
   * Every location in compact form. Built once per data version (a cheap count/max query decides),
   * so repeat requests cost one small query and conditional requests end in 304. The cache is
   * derived data only; each process rebuilds its own.
   */
  async locations(): Promise<CachedBody> {
    const version = await this.repository.version();
    if (this.locationsCache?.version !== version) {
      const body = this.buildLocations();
      this.locationsCache = { version, body };
      body.catch(() => (this.locationsCache = undefined));
    }
    return this.locationsCache.body;
  }

  offlineStyle(): Promise<CachedBody> {
    this.styleCache ??= prepare(buildOfflineStyle());
    return this.styleCache;
  }

  private async buildLocations(): Promise<CachedBody> {
    const [locations, movies] = await Promise.all([this.repository.locations(), this.repository.movies()]);
    return prepare(buildMapPayload(locations, movies));
  }
}

async function prepare(value: unknown): Promise<CachedBody> {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { etag, json, gzip: await gzipAsync(json, { level: 6 }) };
}
