import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BullMqQueue } from '../../server/src/jobs/adapters/bullmq.queue.js';
import { JobQueue } from '../../server/src/jobs/queue.port.js';
import { OutboxRelay } from '../../server/src/events/outbox-relay.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { adminHeaders } from '../support/auth.js';
import { pendingOutbox, recordingHandler, waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services.js';

jest.setTimeout(60_000);

const REDIS_URL = TEST_REDIS_URL;
/** A closed port: the queue is unreachable, as during a Redis outage. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';
const PREFIX = `ra_test_${randomBytes(4).toString('hex')}`;
const env = (redisUrl: string) => ({
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: PREFIX,
  RUN_WORKERS: 'true',
  JOB_ATTEMPTS: '2',
  JOB_BACKOFF_MS: '30',
  OUTBOX_POLL_MS: '100',
});

/** Reads a job's state straight from Redis, as BullMQ stores it under this file's prefix. */
async function bullJob(id: string) {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('domain-events', { connection, prefix: PREFIX });
  try {
    const job = await queue.getJob(id);
    return job && { state: await job.getState(), attemptsMade: job.attemptsMade };
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

describeWithRedis('jobs on BullMQ (real Redis)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    // Removes every key this file created under its prefix.
    const cleaner = await startTestApp({ ...env(REDIS_URL), RUN_WORKERS: 'false', RUN_RELAY: 'false' }, db);
    await (cleaner.app.get(JobQueue) as BullMqQueue).obliterate();
    await cleaner.close();
    await db.drop();
  });

  it('keeps writes and their events while Redis is down, and drains them when it returns', async () => {
    const down = await startTestApp(env(DEAD_REDIS_URL), db);
    let ids: string[];
    try {
      recordingHandler(down.app, 'test.index');
      ids = await writeMovies(down.app, 12);
      // The relay tries (and fails) to hand them over; the rows stay pending with the reason.
      await waitFor(
        async () => {
          const [row] = await down.app.get(DataSource).query(`SELECT min(attempts)::int AS a FROM outbox`);
          return row.a >= 1;
        },
        10_000,
        'a failed relay attempt',
      );
      expect(await pendingOutbox(down.app)).toBe(12);
      const [row] = await down.app.get(DataSource).query(`SELECT last_error FROM outbox LIMIT 1`);
      expect(row.last_error).toBeTruthy();

      const health = await request(down.app.getHttpServer()).get('/api/health').expect(200);
      expect(health.body).toMatchObject({ status: 'ok', queue: { adapter: 'bullmq', state: 'down', backlog: 12 } });
      const admin = await request(down.app.getHttpServer())
        .get('/api/admin/queues')
        .set(await adminHeaders(down.app))
        .expect(200);
      expect(admin.body).toMatchObject({ adapter: 'bullmq', state: 'down', queues: [], outbox: { pending: 12 } });
      expect(admin.body.outbox.last_error).toBeTruthy();
    } finally {
      await down.close();
    }

    const up = await startTestApp(env(REDIS_URL), db);
    try {
      const index = recordingHandler(up.app, 'test.index');
      await waitFor(
        () => ids.every((id) => index.indexed().has(id)),
        15_000,
        'all events handled after Redis returned',
      );
      expect(await pendingOutbox(up.app)).toBe(0);
      const health = await request(up.app.getHttpServer()).get('/api/health').expect(200);
      expect(health.body.queue).toMatchObject({ adapter: 'bullmq', state: 'up', backlog: 0 });
    } finally {
      await up.close();
    }
  });

  describe('with Redis up', () => {
    let t: TestApp;
    const failing = new Set<string>();
    let index: ReturnType<typeof recordingHandler>;

    beforeAll(async () => {
      t = await startTestApp(env(REDIS_URL), db);
      index = recordingHandler(t.app, 'test.live', (id) => failing.has(id));
    });
    afterAll(() => t.close());

    it('runs outbox → relay → BullMQ → worker → handler', async () => {
      const ids = await writeMovies(t.app, 3);
      await waitFor(() => ids.every((id) => index.indexed().has(id)), 10_000, 'handled events');
    });

    it('adds a re-relayed event once (job id outbox-<id>-<handler>)', async () => {
      const [id] = await writeMovies(t.app, 1);
      await waitFor(() => index.indexed().has(id), 10_000, 'first delivery');
      const [{ id: outboxId }] = await t.app
        .get(DataSource)
        .query(`SELECT id FROM outbox WHERE payload->>'movieId' = $1`, [id]);
      await waitForDrainedQueue(t.app);
      await t.app.get(DataSource).query(`UPDATE outbox SET published_at = NULL WHERE id = $1`, [outboxId]);
      // This drain or the background relay's poll hands it over a second time; either way it is marked again.
      await t.app.get(OutboxRelay).drain();
      const published = async () =>
        (await t.app.get(DataSource).query(`SELECT published_at FROM outbox WHERE id = $1`, [outboxId]))[0]
          .published_at !== null;
      await waitFor(published, 10_000, 'the second hand-over marked');
      await waitForDrainedQueue(t.app);
      expect(index.seen.filter((seen) => seen === id)).toHaveLength(1);
      // BullMQ kept the one job under its deterministic id, finished after a single attempt.
      const job = await bullJob(`outbox-${outboxId}-test.live`);
      expect(job).toEqual({ state: 'completed', attemptsMade: 1 });
    });

    it('keeps failed jobs for operators, with the error and attempts, and retries them', async () => {
      const [id] = await writeMovies(t.app, 1, (movieId) => failing.add(movieId));
      const http = () => request(t.app.getHttpServer());
      const failedJob = async () => {
        const res = await http()
          .get('/api/admin/queues')
          .set(await adminHeaders(t.app))
          .expect(200);
        return res.body.queues[0].failed.find(
          (job: { data: { payload: { movieId: string } } }) => job.data.payload.movieId === id,
        );
      };
      await waitFor(async () => Boolean(await failedJob()), 10_000, 'the job to fail');
      const job = await failedJob();
      expect(job).toMatchObject({ attempts_made: 2, error: `handler test.live refused ${id}` });
      expect(job.id).toMatch(/^outbox-\d+-test\.live$/);

      failing.delete(id);
      await http()
        .post(`/api/admin/queues/domain-events/jobs/${job.id}/retry`)
        .set(await adminHeaders(t.app))
        .expect(200);
      await waitFor(() => index.indexed().has(id), 10_000, 'the retried job');
    });
  });
});
