// Checks that package-lock.json can install on every platform people use: each locked package's
// optionalDependencies (the per-platform native builds of @swc/core, sharp, rolldown, ...) must be
// in the lock too. npm leaves one out when the registry it resolved against had no such build of
// that exact version, and `npm ci` then refuses the lock on every machine ("Missing: … from lock
// file"). The cure is a version whose builds all exist (pin it, or an `overrides` entry).
//
// `node scripts/check-lockfile.mjs [path/to/package-lock.json]` exits 1 and lists what is missing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The platforms a missing build is named by in the message (os-cpu[-libc] of the missing entry's name). */
export const COMMON_PLATFORMS = [
  'linux-x64',
  'linux-x64-musl',
  'linux-arm64',
  'linux-arm64-musl',
  'darwin-x64',
  'darwin-arm64',
  'win32-x64',
  'win32-arm64',
];

/**
 * Where `name` resolves from the lock entry at `from` (node_modules/a/node_modules/b), the way
 * Node looks it up: the nearest node_modules folder upwards that holds it.
 */
export function resolveInLock(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/**
 * Every optional dependency named by a locked package but absent from the lock (or locked at
 * another version than the exact one asked for), as `{ from, name, wanted, found }`.
 */
export function missingOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  const problems = [];
  for (const [location, entry] of Object.entries(packages)) {
    if (location === '' || entry.link) continue;
    for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
      const resolved = resolveInLock(packages, location, name);
      const found = resolved ? packages[resolved].version : undefined;
      const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(wanted);
      if (!resolved || (exact && found !== wanted)) problems.push({ from: location, name, wanted, found });
    }
  }
  return problems;
}

/** Which of COMMON_PLATFORMS a package name is built for, if its name says so. */
export function platformOf(name) {
  const n = name.toLowerCase();
  const os = ['linux', 'darwin', 'win32'].find((o) => n.includes(o));
  const cpu = ['x64', 'arm64'].find((c) => new RegExp(`[-_]${c}(\\b|[-_])`).test(n));
  if (!os || !cpu) return undefined;
  return `${os}-${cpu}${os === 'linux' && n.includes('musl') ? '-musl' : ''}`;
}

function main() {
  const file = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const problems = missingOptionalPackages(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length === 0) {
    console.log(`${path.basename(file)}: every optional (per-platform) package is locked`);
    return 0;
  }
  console.error(`${path.basename(file)}: ${problems.length} optional package(s) missing, so \`npm ci\` fails:`);
  for (const p of problems) {
    const platform = platformOf(p.name);
    const where = platform && COMMON_PLATFORMS.includes(platform) ? ` (needed on ${platform})` : '';
    const got = p.found ? `, locked ${p.found}` : '';
    console.error(`  ${p.name}@${p.wanted} for ${p.from.replace(/^node_modules\//, '')}${got}${where}`);
  }
  console.error('Pin a version whose platform builds are all in the registry (`npm view NAME@VERSION version`).');
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
