import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../server/src/events/outbox.service.js';
import { BullMqQueue } from '../../server/src/jobs/adapters/bullmq.queue.js';
import { JobQueue } from '../../server/src/jobs/queue.port.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitFor, waitForDrainedQueue } from '../support/events.js';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services.js';

// A crashed worker's job comes back once BullMQ's stalled-job check sees its lock expire (30 s each).
jest.setTimeout(150_000);

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `ra_worker_${randomBytes(4).toString('hex')}`;
const WORKER = 'dist/server/worker.js';

/**
 * The production split: the web process records events and relays them to BullMQ, and the
 * standalone worker (`npm run worker`, the built dist/server/worker.js) handles them. The web
 * app here runs no workers, so only the worker process can have done what the tests observe.
 * npm test builds first; run alone, this file builds the server when dist/ has no worker.
 */
describeWithRedis('the standalone worker process', () => {
  let db: TestDatabase;
  let web: TestApp;
  let worker: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-worker-'));

  beforeAll(async () => {
    if (!existsSync(WORKER)) expect(spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' }).status).toBe(0);
    db = await createTestDatabase();
    web = await startTestApp({ REDIS_URL, QUEUE_PREFIX: PREFIX, RUN_WORKERS: 'false', OUTBOX_POLL_MS: '200' }, db);
  });
  afterAll(async () => {
    await stopWorker('SIGTERM');
    await (web.app.get(JobQueue) as BullMqQueue).obliterate();
    await web.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts `node dist/server/worker.js` on the test database and Redis prefix; resolves once it runs. */
  async function startWorker(): Promise<void> {
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      RUN_RELAY: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // A killed worker's job is taken over once its lock lapses: seconds here, not BullMQ's 30.
      JOB_LOCK_MS: '2000',
    };
    const child = spawn(process.execPath, [WORKER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    worker = child;
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(
      () => output.includes('ReelAtlas worker started') || child.exitCode !== null,
      30_000,
      'the worker to start',
    );
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${output}`);
  }

  async function stopWorker(signal: NodeJS.Signals): Promise<number | null> {
    const child = worker;
    worker = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }

  /**
   * A movie and a location loaded around the triggers (as a restore would), so the location's
   * copy of the movie title is stale until the search handler for movie.saved repairs it.
   */
  async function staleLocation(): Promise<{ movieId: string; locationId: string; title: string }> {
    const title = `Worker movie ${randomBytes(3).toString('hex')}`;
    return web.app.get(DataSource).transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      const [movie] = await manager.query(`INSERT INTO movies (slug, title) VALUES ($1, $2) RETURNING id`, [
        `m-${randomBytes(4).toString('hex')}`,
        title,
      ]);
      const [location] = await manager.query(
        `INSERT INTO locations (slug, movie_id, name, latitude, longitude, movie_title) VALUES ($1, $2, 'A place', 1, 2, 'stale') RETURNING id`,
        [`l-${randomBytes(4).toString('hex')}`, movie.id],
      );
      return { movieId: movie.id, locationId: location.id, title };
    });
  }

  /** What the web process does on a write: the event goes into the outbox in its own transaction. */
  const recordMovieSaved = (movieId: string) =>
    web.app
      .get(DataSource)
      .transaction((manager) =>
        web.app.get(OutboxService).record(manager, { type: 'movie.saved', payload: { movieId } }),
      );

  const movieTitleOf = async (locationId: string): Promise<string> =>
    (await web.app.get(DataSource).query(`SELECT movie_title FROM locations WHERE id = $1`, [locationId]))[0]
      .movie_title;

  it('handles an event the web process recorded', async () => {
    const { movieId, locationId, title } = await staleLocation();
    await recordMovieSaved(movieId);
    // Without a worker the job waits in Redis and nothing changes.
    await waitFor(
      async () => (await web.app.get(JobQueue).status('domain-events')).counts.waiting > 0,
      10_000,
      'the relayed job',
    );
    expect(await movieTitleOf(locationId)).toBe('stale');

    await startWorker();
    await waitFor(async () => (await movieTitleOf(locationId)) === title, 15_000, 'the worker to repair the location');
    await waitForDrainedQueue(web.app);
  });

  it('loses nothing when the worker is killed in the middle of a job', async () => {
    if (!worker) await startWorker();
    const { movieId, locationId, title } = await staleLocation();
    const ds = web.app.get(DataSource);

    // Hold the location's row lock, so the handler's UPDATE blocks: the job is running, not done.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM locations WHERE id = $1 FOR UPDATE', [locationId]);
    const blockedHandler = async () =>
      ds.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE locations%'`,
      ) as Promise<Array<{ pid: number }>>;
    try {
      await recordMovieSaved(movieId);
      await waitFor(async () => (await blockedHandler()).length === 1, 15_000, 'the handler to be mid-job');

      await stopWorker('SIGKILL');
      // PostgreSQL only notices a vanished client when it next talks to it; end the dead worker's
      // blocked statement as the server's own connection checks eventually would.
      for (const { pid } of await blockedHandler()) await ds.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect(await movieTitleOf(locationId)).toBe('stale');

    await startWorker();
    await waitFor(
      async () => (await movieTitleOf(locationId)) === title,
      100_000,
      'the restarted worker to finish the job',
    );
    await waitForDrainedQueue(web.app);
    expect((await web.app.get(JobQueue).status('domain-events')).counts.failed).toBe(0);
  });
});
