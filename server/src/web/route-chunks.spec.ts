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
});
