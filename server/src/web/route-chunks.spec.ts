import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { RouteChunks } from './route-chunks.js';

function clientDirWith(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_react.js'] },
  'src/app/routes/LocationRoute.tsx': { file: 'assets/LocationRoute-4.js', imports: ['_shared.js', '_react.js'] },
  'src/app/routes/MapRoute.tsx': { file: 'assets/MapRoute-5.js', imports: ['_shared.js'] },
  'src/components/map/maplibre-renderer.ts': {
    file: 'assets/maplibre-renderer-6.js',
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['../node_modules/maplibre-gl/dist/maplibre-gl.mjs'],
    css: ['assets/maplibre-renderer-7.css'],
    assets: ['assets/maplibre-gl-worker-8.mjs'],
  },
  '../node_modules/maplibre-gl/dist/maplibre-gl.mjs': {
    file: 'assets/maplibre-gl-9.js',
    imports: ['src/components/map/maplibre-renderer.ts'],
  },
  'src/components/map/mapbox-renderer.ts': { file: 'assets/mapbox-renderer-10.js', imports: ['_react.js'] },
};

describe('RouteChunks', () => {
  const chunks = RouteChunks.load(clientDirWith(manifest));

  it("lists a page's chunk and its imports, without what the entry already loads", () => {
    expect(chunks.forPath('/locations/pier-17')).toEqual(['/assets/LocationRoute-4.js', '/assets/shared-3.js']);
    expect(chunks.forPath('/map')).toEqual(['/assets/MapRoute-5.js', '/assets/shared-3.js']);
  });

  it('lists nothing for pages it does not know or a build without a manifest', () => {
    expect(chunks.forPath('/locations/a/b')).toEqual([]);
    expect(chunks.forPath('/about')).toEqual([]);
    expect(RouteChunks.load(mkdtempSync(path.join(tmpdir(), 'no-manifest-'))).forPath('/map')).toEqual([]);
  });

  it('has /map prefetch its map library (chunks, stylesheet, worker), less what the page already loads', () => {
    expect(chunks.prefetchForPath('/map')).toEqual([
      '/assets/maplibre-renderer-6.js',
      '/assets/maplibre-renderer-7.css',
      '/assets/maplibre-gl-worker-8.mjs',
      '/assets/maplibre-gl-9.js',
    ]);
    const mapbox = RouteChunks.load(clientDirWith(manifest), 'mapbox');
    expect(mapbox.prefetchForPath('/map/')).toEqual(['/assets/mapbox-renderer-10.js']);
  });

  it('prefetches nothing for other pages or a build without the map library', () => {
    expect(chunks.prefetchForPath('/locations/pier-17')).toEqual([]);
    expect(chunks.prefetchForPath('/')).toEqual([]);
    expect(RouteChunks.load(mkdtempSync(path.join(tmpdir(), 'no-manifest-'))).prefetchForPath('/map')).toEqual([]);
  });
});
