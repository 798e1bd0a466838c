import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options.js';
import { migrateDatabase } from '../../server/src/database/migrate.js';
import { EmbeddedPostgres, serverSettings } from '../../server/src/database/embedded-postgres.js';
import {
  DEFAULT_SHARED_ROOT,
  binaryCopyDir,
  locateNativeDir,
} from '../../server/src/database/embedded-postgres-files.js';

/**
 * The embedded default: a real PostgreSQL from npm binaries, data kept in DATA_DIR
 * across restarts. When run by root it must cope with a DATA_DIR the postgres user
 * cannot enter (a checkout under a mode-700 home directory). Every test keeps to its own temporary
 * folders: the shared root (/var/lib/reelatlas as root) of a running `npm start` is never touched.
 */
describe(EmbeddedPostgres.name, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A temporary folder, removed after the tests; `open` lets the postgres user through it. */
  async function tempDir(prefix: string, { open = false } = {}) {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    if (open) await chmod(dir, 0o755);
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  /** A stand-in for /var/lib/reelatlas of a test's own. */
  const tempSharedRoot = () => tempDir('reelatlas-shared-', { open: true });
  /** The one the tests share unless they need their own. */
  let sharedRoot: string;
  beforeAll(async () => {
    sharedRoot = await tempSharedRoot();
  });

  async function startIn(dataDir: string, root = sharedRoot) {
    const embedded = new EmbeddedPostgres({ dataDir, sharedRoot: root });
    const url = await embedded.start();
    cleanups.push(() => embedded.stop());
    return { embedded, url };
  }

  it('initialises, runs the migrations and keeps the data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await startIn(dataDir);
    await migrateDatabase(first.url);
    const ds = await new DataSource(dataSourceOptions(first.url)).initialize();
    await ds.query(`INSERT INTO movies (slug, title) VALUES ('kept-across-restarts', 'Kept')`);
    await ds.destroy();
    await first.embedded.stop();

    const second = await startIn(dataDir);
    const client = new pg.Client({ connectionString: second.url });
    await client.connect();
    const { rows } = await client.query(`SELECT title FROM movies WHERE slug = 'kept-across-restarts'`);
    await client.end();
    expect(rows).toEqual([{ title: 'Kept' }]);
    expect(second.embedded.clusterDir).toBe(first.embedded.clusterDir);
  }, 60_000);

  it('keeps the password in DATA_DIR and never listens beyond localhost', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { url, embedded } = await startIn(dataDir);
    const password = (await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')).trim();
    expect(new URL(url).password).toBe(encodeURIComponent(password));
    expect(new URL(url).hostname).toBe('127.0.0.1');
    // What the server itself binds to, not just the address we were told to use.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets`,
      );
      expect(rows).toEqual([{ listen: '127.0.0.1', sockets: '' }]);
    } finally {
      await client.end();
    }
    if (process.getuid?.() === 0) expect(embedded.clusterDir).toBe(path.join(dataDir, 'postgres'));
  }, 60_000);

  it('runs with the settings sized for a million places, not the small-machine defaults', async () => {
    const { url } = await startIn(await tempDir('reelatlas-embedded-', { open: true }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT name, setting, unit FROM pg_settings
          WHERE name IN ('shared_buffers', 'max_wal_size', 'checkpoint_timeout', 'wal_compression') ORDER BY name`,
      );
      const expectedBuffersMb = Math.max(128, Math.min(1024, Math.floor(os.totalmem() / 4 / 2 ** 20)));
      expect(rows).toEqual([
        { name: 'checkpoint_timeout', setting: '900', unit: 's' },
        { name: 'max_wal_size', setting: '4096', unit: 'MB' },
        { name: 'shared_buffers', setting: String((expectedBuffersMb * 1024) / 8), unit: '8kB' },
        { name: 'wal_compression', setting: 'pglz', unit: null },
      ]);
    } finally {
      await client.end();
    }
    // A quarter of the machine's memory, kept between PostgreSQL's default and 1 GB.
    expect(serverSettings(512 * 2 ** 20)[0]).toBe('shared_buffers=128MB');
    expect(serverSettings(2 * 2 ** 30)[0]).toBe('shared_buffers=512MB');
    expect(serverSettings(64 * 2 ** 30)[0]).toBe('shared_buffers=1024MB');
  }, 60_000);

  it('joins a server already running on the same DATA_DIR instead of starting a second one', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const owner = await startIn(dataDir);
    const joiner = new EmbeddedPostgres({ dataDir, sharedRoot });
    const joinedUrl = await joiner.start();
    expect(new URL(joinedUrl).port).toBe(new URL(owner.url).port);
    await joiner.stop(); // must leave the owner's server running
    const client = new pg.Client({ connectionString: owner.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await client.end();
  }, 60_000);

  it('with a port given, comes back on that port after a stop (clients keep their URL)', async () => {
    const dataDir = await tempDir('reelatlas-embedded-port-', { open: true });
    const port = await freePort();
    const embedded = new EmbeddedPostgres({ dataDir, sharedRoot, port });
    const url = await embedded.start();
    cleanups.push(() => embedded.stop());
    expect(new URL(url).port).toBe(String(port));
    await embedded.stop();
    expect(await embedded.start()).toBe(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    await client.end();
  });

  it('data:remove refuses while the server runs, then removes DATA_DIR and the cluster kept elsewhere', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { embedded } = await startIn(dataDir);
    const clusterDir = embedded.clusterDir!;
    await expect(EmbeddedPostgres.remove(dataDir, sharedRoot)).rejects.toThrow(/stop the app first/);

    await embedded.stop();
    const { DATABASE_URL: _external, ...env } = process.env;
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['dist/server/cli/main.js', 'data:remove', ...args], {
        env: { ...env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_SHARED_DIR: sharedRoot, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const unconfirmed = cli();
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.stderr).toContain('data:remove --yes');
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);

    const confirmed = cli('--yes');
    expect(confirmed.stderr).toBe('');
    expect(confirmed.status).toBe(0);
    expect(confirmed.stdout).toContain(dataDir);
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(clusterDir)).toBe(false);
  }, 60_000);
  it("keeps a test's cluster and binaries inside its temporary folders, never in the shared root", async () => {
    const before = await snapshot(DEFAULT_SHARED_ROOT);
    // mkdtemp makes a mode-700 folder: as root, the postgres user cannot enter it, so the cluster
    // goes to the shared root, which for a test is a temporary folder of its own.
    const dataDir = await tempDir('reelatlas-embedded-');
    const ownRoot = await tempSharedRoot();
    const { embedded } = await startIn(dataDir, ownRoot);
    if (process.getuid?.() === 0) expect(embedded.clusterDir!.startsWith(`${ownRoot}/data-`)).toBe(true);
    else expect(embedded.clusterDir).toBe(path.join(dataDir, 'postgres'));
    await embedded.stop();
    const { removed } = await EmbeddedPostgres.remove(dataDir, ownRoot);
    expect(removed[0]).toBe(dataDir);
    expect(removed.every((target) => target === dataDir || target.startsWith(`${ownRoot}/`))).toBe(true);
    expect(await snapshot(DEFAULT_SHARED_ROOT)).toEqual(before);
  }, 60_000);

  it('data:remove keeps the binary copy a running server was started from, and removes it once none is', async () => {
    // The situation of a checkout the postgres user cannot reach: its `npm start` runs PostgreSQL
    // from the checkout's binary copy in the shared root, and data:remove runs for another DATA_DIR.
    const ownRoot = await tempSharedRoot();
    const binaries = await binaryCopyDir(ownRoot);
    await cp(await locateNativeDir(), binaries, { recursive: true, verbatimSymlinks: true });
    const server = await startServerFrom(
      path.join(binaries, 'bin'),
      await tempDir('reelatlas-cluster-', { open: true }),
    );
    cleanups.push(() => server.stop());

    const otherDataDir = await tempDir('reelatlas-embedded-');
    await writeFile(path.join(otherDataDir, 'kept-nothing'), 'x');
    const first = await EmbeddedPostgres.remove(otherDataDir, ownRoot);
    expect(first.removed).toEqual([otherDataDir]);
    expect(first.kept).toHaveLength(1);
    expect(first.kept[0].startsWith(`${binaries} (in use by pid `)).toBe(true);
    expect(existsSync(path.join(binaries, 'bin', 'postgres'))).toBe(true);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await client.end();

    await server.stop();
    const second = await EmbeddedPostgres.remove(await tempDir('reelatlas-embedded-'), ownRoot);
    expect(second.removed).toContain(binaries);
    expect(second.kept).toEqual([]);
  }, 60_000);
});

/** What is in a folder (names, sizes, times), or null when it does not exist. */
async function snapshot(dir: string): Promise<string[] | null> {
  const names = await readdir(dir).catch(() => null);
  if (!names) return null;
  return Promise.all(
    names.sort().map(async (name) => {
      const info = await stat(path.join(dir, name));
      return `${name} ${info.size} ${info.mtimeMs}`;
    }),
  );
}

/**
 * A PostgreSQL server run straight from a folder of binaries (as the postgres user when we are
 * root, as PostgreSQL requires), on a throwaway cluster with trust authentication.
 */
async function startServerFrom(binDir: string, parent: string) {
  const runAs: { uid?: number; gid?: number } =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
  const clusterDir = path.join(parent, 'cluster');
  await mkdir(clusterDir, { mode: 0o700 });
  if (runAs.uid !== undefined) await chown(clusterDir, runAs.uid, runAs.gid!);
  execFileSync(path.join(binDir, 'initdb'), ['-D', clusterDir, '-U', 'postgres', '--auth=trust'], {
    ...runAs,
    stdio: 'ignore',
  });
  const port = await freePort();
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  const child = spawn(path.join(binDir, 'postgres'), args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes('ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`postgres exited (${code})`)));
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
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
