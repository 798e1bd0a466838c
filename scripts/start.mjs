// `npm start`: builds the server and client when the build is missing or older than the
// sources, then starts the site (embedded PostgreSQL unless DATABASE_URL is set).
// package.json runs it with --max-semi-space-size=16: the search index's load grows V8's young generation, whose pages stay resident.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/server/main.js', 'dist/client/index.html'].map((f) => path.join(root, f));
const sources = ['server/src', 'client/src', 'client/index.html', 'client/public', 'package.json'].map((f) =>
  path.join(root, f),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building ReelAtlas (server and client)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

process.chdir(root);
await import(path.join(root, 'dist/server/main.js'));
