import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { BadRequestException, ConflictException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { APP_CONFIG, mapRendererFor, type AppConfig } from '../config/app-config.js';
import { PublicDataVersion } from '../read-cache/index.js';
import { MapLocationsRepository } from './map-locations.repository.js';
import { MAP_VIEW_PATH, type MapConfig, type MapOverview, type MapSummary, type MapView } from '../contracts/map.js';
import { MapViewsService, type MapFilter } from './map-views.service.js';
import type { Bbox } from './view-index.js';
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
  private cache?: { version: string; build: MapBuild };
  /** The version last read, and the public data version (read-cache) at which it was read. */
  private known?: { version: string; heard: number | null };
  private serverOverview?: { value: MapOverview; body: CachedBody };
  private styleCache?: Promise<CachedBody>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MapLocationsRepository,
    private readonly dataVersion: PublicDataVersion,
    private readonly views: MapViewsService,
  ) {}

  /**
   * ARCHITECTURE map row: MAP_STYLE=offline forces the built-in basemap; otherwise Mapbox streets
   * with a token, else MAP_STYLE_URL, else OpenFreeMap's streets — each with the built-in basemap as
   * the fallback the client switches to when the style cannot be fetched.
   */
  async mapConfig(): Promise<MapConfig> {
    // Without the database (the page's head is still written), the map's default: the browser.
    const clustering = await this.clustering().catch(() => 'browser' as const);
    return { ...this.styleConfig(), clustering };
  }

  private styleConfig(): Omit<MapConfig, 'clustering'> {
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
   * Where /map clusters (MapConfig.clustering): in the browser up to MAP_FULL_PAYLOAD_MAX locations,
   * on the server above. Decided by the version query's count, which costs nothing while no change
   * was heard.
   */
  async clustering(): Promise<MapConfig['clustering']> {
    return this.serverSide(await this.version()) ? 'server' : 'browser';
  }

  /**
   * Every location in compact form. Built once per data version (a cheap count/max query decides,
   * asked only after a change to the public data was heard), so repeat requests cost no query and
   * conditional requests end in 304. The cache is derived data only; each process rebuilds its own.
   * Above MAP_FULL_PAYLOAD_MAX locations it is never built nor sent: 413, the map asks per view.
   */
  async locations(): Promise<CachedBody> {
    const version = await this.version();
    if (this.serverSide(version))
      throw new PayloadTooLargeException(
        `The map has ${countOf(version).toLocaleString('en')} locations, more than MAP_FULL_PAYLOAD_MAX ` +
          `(${this.config.mapFullPayloadMax.toLocaleString('en')}) sent whole: ask GET /api${MAP_VIEW_PATH} per view.`,
      );
    return this.current(version).locations;
  }

  /**
   * The unfiltered map's first view (MapOverview), built from the same payload and version as
   * locations() (above MAP_FULL_PAYLOAD_MAX, from the server's cluster index): the response, and
   * the value the map page's HTML carries (web/site-heads.ts).
   */
  async overview(): Promise<{ value: MapOverview; body: CachedBody }> {
    const version = await this.version();
    if (!this.serverSide(version)) return this.current(version).overview;
    const value = await this.views.overview(version);
    if (this.serverOverview?.value !== value) this.serverOverview = { value, body: await prepare(value) };
    return this.serverOverview;
  }

  /**
   * Above MAP_FULL_PAYLOAD_MAX the first index takes seconds to build (~20 s at a million places):
   * the web process starts it as it starts listening (main.ts), not the first visitor, who would
   * wait for it. Only there: a CLI command or the worker would read every place for nothing.
   */
  warmUp(): void {
    void this.clustering()
      .then((clustering) => (clustering === 'server' ? this.overview() : undefined))
      .catch(() => undefined);
  }

  /**
   * The overview for the map page's HTML: as overview(), but above MAP_FULL_PAYLOAD_MAX null while
   * the first index is still being built (the page then asks the API, rather than wait for it).
   */
  async overviewForPage(): Promise<MapOverview | null> {
    const version = await this.version();
    if (this.serverSide(version) && !this.views.hasIndex) return null;
    return (await this.overview()).value;
  }

  /** A filter's count, bounds and movie, above MAP_FULL_PAYLOAD_MAX (the data worker answers below). */
  async summary(filter: MapFilter): Promise<MapSummary> {
    return this.views.summary(await this.serverVersion(), filter);
  }

  /** The markers of one view of a filter's result, clustered on the server; 400 for a bbox far larger than a screen. */
  async view(filter: MapFilter, bbox: Bbox, zoom: number): Promise<MapView> {
    const view = await this.views.view(await this.serverVersion(), filter, bbox, zoom);
    if (!view)
      throw new BadRequestException('This view holds too many markers: ask for a smaller bbox or a closer zoom.');
    return view;
  }

  private async serverVersion(): Promise<string> {
    const version = await this.version();
    if (!this.serverSide(version))
      throw new ConflictException(
        `The map has ${countOf(version).toLocaleString('en')} locations, at most MAP_FULL_PAYLOAD_MAX: ` +
          `GET /api/map/locations has them all.`,
      );
    return version;
  }

  private serverSide(version: string): boolean {
    return countOf(version) > this.config.mapFullPayloadMax;
  }

  /**
   * The data version: while every change is heard (PostgreSQL NOTIFY), no change heard means none
   * made, and the /map page and its API answer without a query. A change elsewhere (a review, the
   * settings) costs one version query.
   */
  private async version(): Promise<string> {
    const heard = this.dataVersion.isTrustworthy ? this.dataVersion.value : null;
    if (heard !== null && this.known?.heard === heard) return this.known.version;
    const version = await this.repository.version();
    this.known = { version, heard };
    return version;
  }

  /** The payload and overview of a version (built once; a failed build is not kept). */
  private current(version: string): MapBuild {
    if (this.cache?.version === version) return this.cache.build;
    const entry = { version, build: this.build() };
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

/** The locations count in a version string (MapLocationsRepository.version). */
const countOf = (version: string) => Number(version.split('|')[0]);

async function prepare(value: unknown): Promise<CachedBody> {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { etag, json, gzip: await gzipAsync(json, { level: 6 }) };
}
