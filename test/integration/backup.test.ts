import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { backupCommand, restoreCommand } from '../../server/src/app/backup.cli.js';
import { CliUsageError, parseArgs } from '../../server/src/cli/cli-command.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { createUser } from '../support/accounts.js';
import { startTestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitForDrainedQueue } from '../support/events.js';

jest.setTimeout(120_000);

/** Every table's rows, each as JSON text, sorted: two snapshots are equal when the data is. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const rows: Record<string, string[]> = {};
    for (const { tablename } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${tablename}" t`);
      rows[tablename] = result.rows.map((r) => r.row).sort();
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** `npm run cli -- backup` and `restore`, as the CLI runs them (the commands need no app context). */
describe('backup and restore', () => {
  let db: TestDatabase;
  let dir: string;
  let before: Record<string, string[]>;
  let file: string;
  const config = () => loadConfig({ DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const output: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void output.push(args.join(' ')));

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ra-backup-'));
    // The demo data and one review, made the ordinary way; the app is closed before the backup so
    // nothing changes the rows under the comparison.
    const t = await startTestApp({ SEED_DEMO: 'true', DATA_DIR: dir }, db);
    const ds = t.app.get(DataSource);
    const user = await createUser(ds);
    const login = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const [place] = await ds.query(`SELECT id FROM locations ORDER BY slug LIMIT 1`);
    await request(t.app.getHttpServer())
      .post('/api/reviews')
      .set('Authorization', `Bearer ${login.body.access_token as string}`)
      .send({
        location_id: place.id,
        rating: 4,
        content: 'Stood where the scene was shot; worth the detour.',
        visited_at: '2024-06-01',
      })
      .expect(201);
    await waitForDrainedQueue(t.app);
    await t.close();
    before = await snapshot(db.url);
  });
  afterAll(async () => {
    log.mockRestore();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a gzip file with every table and says what it wrote', async () => {
    file = path.join(dir, 'site.backup.gz');
    await backupCommand.withoutApp!(config(), parseArgs(['--out', file]));
    expect(statSync(file).size).toBeGreaterThan(1000);
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(JSON.parse(text.split('\n', 1)[0])).toMatchObject({ format: 'reelatlas-backup', version: 1 });
    expect(output.join('\n')).toContain(`backup written: ${file}`);
    expect(output.join('\n')).toMatch(/reviews: 1\b/);
    expect(before.reviews).toHaveLength(1);
    expect(before.movies.length).toBeGreaterThan(3);
  });

  it('refuses to restore over data without --yes, and changes nothing', async () => {
    await expect(restoreCommand.withoutApp!(config(), parseArgs([file]))).rejects.toThrow(CliUsageError);
    await expect(restoreCommand.withoutApp!(config(), parseArgs([file]))).rejects.toThrow(/--yes/);
    expect(await snapshot(db.url)).toEqual(before);
  });

  it('brings back exactly the rows of the backup over changed data', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(`DELETE FROM reviews`);
      await client.query(`UPDATE movies SET title = 'Changed after the backup'`);
      await client.query(`INSERT INTO outbox (type, payload) VALUES ('movie.saved', '{}')`);
    } finally {
      await client.end();
    }
    expect(await snapshot(db.url)).not.toEqual(before);

    output.length = 0;
    await restoreCommand.withoutApp!(config(), parseArgs([file, '--yes']));
    expect(output.join('\n')).toContain(`restored ${file}`);
    expect(await snapshot(db.url)).toEqual(before);

    // Sequences follow the rows: the next outbox event gets a new id, not one the backup holds.
    const client2 = new pg.Client({ connectionString: db.url });
    await client2.connect();
    try {
      const [{ max }] = (await client2.query(`SELECT max(id)::bigint AS max FROM outbox`)).rows;
      const [{ id }] = (
        await client2.query(`INSERT INTO outbox (type, payload) VALUES ('movie.saved', '{}') RETURNING id`)
      ).rows;
      expect(BigInt(id)).toBeGreaterThan(BigInt(max));
    } finally {
      await client2.end();
    }
  });

  it('restores into an empty database, and the app starts on it', async () => {
    const empty = await createTestDatabase();
    try {
      await restoreCommand.withoutApp!(
        loadConfig({ DATABASE_URL: empty.url, DATA_DIR: dir, LOG_LEVEL: 'silent' }),
        parseArgs([file]),
      );
      expect(await snapshot(empty.url)).toEqual(before);
      const t = await startTestApp({ DATA_DIR: dir }, empty);
      try {
        const movies = await request(t.app.getHttpServer()).get('/api/movies').expect(200);
        expect(movies.body.total ?? movies.body.items?.length ?? movies.body.length).toBeGreaterThan(3);
        await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
      } finally {
        await t.close();
      }
    } finally {
      await empty.drop();
    }
  });

  it('says what to do when asked to back up a database the app never started on', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(
        backupCommand.withoutApp!(
          loadConfig({ DATABASE_URL: empty.url, DATA_DIR: dir, LOG_LEVEL: 'silent' }),
          parseArgs(['--out', path.join(dir, 'never.backup.gz')]),
        ),
      ).rejects.toThrow('this database has no ReelAtlas schema yet: start the app once (npm start), then back it up');
    } finally {
      await empty.drop();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(dir, 'bogus.gz');
    await writeFile(bogus, gzipSync('{"some":"json"}\nand more\n'));
    const rows = await snapshot(db.url);
    await expect(restoreCommand.withoutApp!(config(), parseArgs([bogus, '--yes']))).rejects.toThrow(
      /not a ReelAtlas backup/,
    );
    expect(await snapshot(db.url)).toEqual(rows);
  });
});
