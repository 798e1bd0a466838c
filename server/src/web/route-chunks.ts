import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPageRoute } from '../contracts/index.js';

/** One entry of Vite's build manifest (client/vite.config.ts: build.manifest). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The build manifest's key of a page's lazy module (client/src/app/routes/{page}.tsx, the page
 * table's `page`). Preloading a landing page's chunk lets it download with the main bundle instead
 * of after it (one round trip less before the page can render).
 */
export const pageModuleKey = (page: string): string => `src/app/routes/${page}.tsx`;

/** The map library modules (client/src/components/map/*-renderer.ts), by renderer. */
const MAP_RENDERER_MODULES = {
  maplibre: 'src/components/map/maplibre-renderer.ts',
  mapbox: 'src/components/map/mapbox-renderer.ts',
} as const;

export class RouteChunks {
  private constructor(
    private readonly manifest: Record<string, ManifestChunk>,
    private readonly mapRenderer: keyof typeof MAP_RENDERER_MODULES,
  ) {}

  /** Reads dist/client/.vite/manifest.json; without one (an old build) nothing is preloaded. */
  static load(clientDir: string, mapRenderer: keyof typeof MAP_RENDERER_MODULES = 'maplibre'): RouteChunks {
    const file = path.join(clientDir, '.vite', 'manifest.json');
    return new RouteChunks(
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {},
      mapRenderer,
    );
  }

  /**
   * Files a page will want later, for the browser to fetch once the page has settled (prefetch
   * links the page adds itself, see PREFETCH_LATER_ID: into the HTTP cache, never run): /map opens on a preview and loads the map library on the visitor's
   * first touch (ARCHITECTURE: /map opens on a preview); fetched ahead, that touch waits only for
   * the library to start, not for a megabyte to download on a phone's network.
   */
  prefetchForPath(pathname: string): string[] {
    if (matchPageRoute(pathname)?.key !== 'map') return [];
    const source = MAP_RENDERER_MODULES[this.mapRenderer];
    if (!this.manifest[source]) return [];
    const loaded = new Set(this.forPath(pathname));
    for (const [key, chunk] of Object.entries(this.manifest)) if (chunk.isEntry) this.collect(key, loaded);
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      const url = chunk && `/${chunk.file}`;
      if (!chunk || files.has(url) || loaded.has(url)) return;
      files.add(url);
      for (const extra of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${extra}`);
      [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
    };
    visit(source);
    return [...files];
  }

  /** URLs of the page's chunk and the chunks it imports, less what index.html already loads. */
  forPath(pathname: string): string[] {
    const route = matchPageRoute(pathname)?.route;
    const source = route?.landing ? pageModuleKey(route.page) : undefined;
    if (!source || !this.manifest[source]) return [];
    const alreadyLoaded = new Set<string>();
    for (const [key, chunk] of Object.entries(this.manifest)) if (chunk.isEntry) this.collect(key, alreadyLoaded);
    const files = this.collect(source, new Set(), alreadyLoaded);
    return [...files];
  }

  private collect(key: string, into: Set<string>, skip: Set<string> = new Set()): Set<string> {
    const chunk = this.manifest[key];
    const url = chunk && `/${chunk.file}`;
    if (!chunk || into.has(url) || skip.has(url)) return into;
    into.add(url);
    chunk.imports?.forEach((imported) => this.collect(imported, into, skip));
    return into;
  }
}
