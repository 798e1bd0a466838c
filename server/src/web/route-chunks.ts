import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
 * The client's lazy page modules by URL, mirroring client/src/app/router.tsx for the pages
 * visitors land on from outside. Preloading a page's chunk lets it download with the main bundle
 * instead of after it (one round trip less before the page can render).
 */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/HomeRoute.tsx'],
  [/^\/movies\/?$/, 'src/app/routes/MoviesRoute.tsx'],
  [/^\/movies\/[^/]+\/?$/, 'src/app/routes/MovieRoute.tsx'],
  [/^\/locations\/[^/]+\/?$/, 'src/app/routes/LocationRoute.tsx'],
  [/^\/map\/?$/, 'src/app/routes/MapRoute.tsx'],
  [/^\/search\/?$/, 'src/app/routes/SearchRoute.tsx'],
];

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
    if (!/^\/map\/?$/.test(pathname)) return [];
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
    const source = PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
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
