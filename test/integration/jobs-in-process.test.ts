import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OutboxRelay } from '../../server/src/events/outbox-relay.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { adminHeaders } from '../support/auth.js';
import { recordingHandler, waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';

/** The embedded default: outbox → relay → in-process runner (jobs stored in PostgreSQL). */
describe('jobs on the in-process runner', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const flaky = new Map<string, number>();
  let search: ReturnType<typeof recordingHandler>;
  let other: ReturnType<typeof recordingHandler>;

  beforeAll(async () => {
    t = await startTestApp({ JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '40', OUTBOX_POLL_MS: '100' });
    search = recordingHandler(t.app, 'test.search');
    // Fails the first two runs of a movie marked flaky; always fails a movie marked broken.
    other = recordingHandler(t.app, 'test.other', (id) => {
      const left = flaky.get(id);
      if (left === undefined) return false;
      flaky.set(id, left - 1);
      return left > 0;
    });
  });
  afterAll(() => t.close());

  it('delivers every recorded event to every registered handler', async () => {
    const ids = await writeMovies(t.app, 5);
    await waitFor(() => ids.every((id) => search.indexed().has(id) && other.indexed().has(id)), 10_000, 'handlers');
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT published_at FROM outbox WHERE payload->>'movieId' = ANY($1)`, [ids]);
    expect(rows.every((row: { published_at: Date | null }) => row.published_at !== null)).toBe(true);
  });

  it('handles an event relayed twice once (deterministic job ids)', async () => {
    const [id] = await writeMovies(t.app, 1);
    await waitFor(() => search.indexed().has(id), 10_000, 'first delivery');
    const ds = t.app.get(DataSource);
    const published = async () =>
      (await ds.query(`SELECT published_at FROM outbox WHERE payload->>'movieId' = $1`, [id]))[0].published_at !== null;
    // The handler may run before the relay marks the row; hand it over again only once it is marked.
    await waitFor(published, 10_000, 'the first hand-over marked');
    await ds.query(`UPDATE outbox SET published_at = NULL WHERE payload->>'movieId' = $1`, [id]);
    // This drain or the background relay (polling every 100 ms) hands it over a second time.
    await t.app.get(OutboxRelay).drain();
    await waitFor(published, 10_000, 'the second hand-over marked');
    await waitForDrainedQueue(t.app);
    expect(search.seen.filter((seen) => seen === id)).toHaveLength(1);
    // One job row per (event, handler), run once: the second relay added nothing.
    const jobs = await ds.query(
      `SELECT j.state, j.attempts_made FROM queued_jobs j JOIN outbox o ON j.id = 'outbox-' || o.id || '-test.search' WHERE o.payload->>'movieId' = $1`,
      [id],
    );
    expect(jobs).toEqual([{ state: 'completed', attempts_made: 1 }]);
  });

  it('retries a failing handler with backoff, alone, until it succeeds', async () => {
    const [id] = await writeMovies(t.app, 1, (movieId) => flaky.set(movieId, 2));
    await waitFor(() => other.indexed().has(id), 10_000, 'the third attempt');
    // The handler returns before the runner marks its row, so wait for the row too.
    const jobRow = async () => {
      const [row] = await t.app.get(DataSource).query(
        `SELECT j.state, j.attempts_made, j.last_error FROM queued_jobs j JOIN outbox o ON j.id = 'outbox-' || o.id || '-test.other'
         WHERE o.payload->>'movieId' = $1`,
        [id],
      );
      return row;
    };
    await waitForDrainedQueue(t.app);
    expect(search.seen.filter((seen) => seen === id)).toHaveLength(1);
    expect(other.seen.filter((seen) => seen === id)).toHaveLength(1);
    expect(await jobRow()).toMatchObject({ state: 'completed', attempts_made: 3, last_error: null });
  });

  it('keeps a job that used up its attempts as failed, shows it to operators, and retries it on request', async () => {
    const [id] = await writeMovies(t.app, 1, (movieId) => flaky.set(movieId, 3));
    const failedJob = async () => {
      const res = await http()
        .get('/api/admin/queues')
        .set(await adminHeaders(t.app))
        .expect(200);
      const queue = res.body.queues.find((q: { name: string }) => q.name === 'domain-events');
      return queue.failed.find((job: { data: { payload: { movieId: string } } }) => job.data.payload.movieId === id);
    };
    await waitFor(async () => Boolean(await failedJob()), 10_000, 'the job to fail');
    const job = await failedJob();
    expect(job).toMatchObject({
      name: 'handle-domain-event',
      attempts_made: 3,
      error: `handler test.other refused ${id}`,
    });
    expect(other.indexed().has(id)).toBe(false);

    const overview = await http()
      .get('/api/admin/queues')
      .set(await adminHeaders(t.app))
      .expect(200);
    expect(overview.body).toMatchObject({ adapter: 'in-process', state: 'up', outbox: { pending: 0 } });
    expect(overview.body.queues[0].counts.failed).toBeGreaterThanOrEqual(1);

    flaky.set(id, 0);
    await http()
      .post(`/api/admin/queues/domain-events/jobs/${job.id}/retry`)
      .set(await adminHeaders(t.app))
      .expect(200, { retried: 1 });
    await waitFor(() => other.indexed().has(id), 10_000, 'the retried job');
    const ds = t.app.get(DataSource);
    await waitFor(
      async () => (await ds.query(`SELECT state FROM queued_jobs WHERE id = $1`, [job.id]))[0]?.state === 'completed',
      10_000,
      'the retried job to complete',
    );
    await http()
      .post(`/api/admin/queues/domain-events/jobs/${job.id}/retry`)
      .set(await adminHeaders(t.app))
      .expect(404);
  });

  it('retries every failed job of a queue at once', async () => {
    const ids = await writeMovies(t.app, 2, (movieId) => flaky.set(movieId, 3));
    const ds = t.app.get(DataSource);
    // Only this test's jobs: earlier tests may have left failed jobs of their own in the queue.
    await waitFor(
      async () => {
        const rows = await ds.query(
          `SELECT count(*)::int AS n FROM queued_jobs WHERE state = 'failed' AND data->'payload'->>'movieId' = ANY($1)`,
          [ids],
        );
        return rows[0].n === 2;
      },
      20_000,
      'two failed jobs',
    );
    for (const id of ids) flaky.set(id, 0);
    const [{ n: failedInQueue }] = await ds.query(
      `SELECT count(*)::int AS n FROM queued_jobs WHERE state = 'failed' AND queue = 'domain-events'`,
    );
    const res = await http()
      .post('/api/admin/queues/domain-events/retry-failed')
      .set(await adminHeaders(t.app))
      .expect(200);
    expect(res.body).toEqual({ retried: failedInQueue });
    await waitFor(() => ids.every((id) => other.indexed().has(id)), 20_000, 'both retried jobs');
  });

  it('answers 404 for an unknown queue', async () => {
    const res = await http()
      .post('/api/admin/queues/nope/retry-failed')
      .set(await adminHeaders(t.app))
      .expect(404);
    expect(res.body.message).toMatch(/Unknown queue nope/);
  });

  it('reports the in-process queue and its backlog in /api/health', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { state: 'up' },
      queue: { adapter: 'in-process', state: 'up', backlog: 0 },
    });
  });
});
