// `npm run build:server`: compiles server/src to dist/server with the TypeScript compiler and copies
// the demo seed's JSON beside the compiled code (the seed reads it from there at run time).
// An empty dist/server first, so code removed from the sources leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'server');
const assets = [path.join('app', 'seed', 'data')];

rmSync(out, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

for (const dir of assets) {
  const from = path.join(root, 'server', 'src', dir);
  mkdirSync(path.join(out, dir), { recursive: true });
  for (const file of readdirSync(from).filter((f) => f.endsWith('.json')))
    cpSync(path.join(from, file), path.join(out, dir, file));
}
