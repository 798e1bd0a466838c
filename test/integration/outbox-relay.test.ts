import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { OutboxRelay } from '../../server/src/events/outbox-relay.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { recordingHandler, waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';

jest.setTimeout(60_000);

/** Two app processes relay from one outbox: SKIP LOCKED gives each row to exactly one of them. */
describe('outbox relay with two app processes', () => {
  let a: TestApp;
  let b: TestApp;
  // The poll is far slower than any test here, so only NOTIFY can wake a started relay in time.
  const noAutoRelay = { RUN_RELAY: 'false', JOB_BACKOFF_MS: '20', OUTBOX_POLL_MS: '600000' };

  beforeAll(async () => {
    a = await startTestApp(noAutoRelay);
    b = await startTestApp(noAutoRelay, a.db);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('relays every event exactly once when both relays race', async () => {
    const seenA = recordingHandler(a.app, 'test.race');
    const seenB = recordingHandler(b.app, 'test.race');
    const ids = await writeMovies(a.app, 120);

    const [fromA, fromB] = await Promise.all([a.app.get(OutboxRelay).drain(5), b.app.get(OutboxRelay).drain(5)]);
    expect(fromA + fromB).toBe(120);
    // Both took part, on disjoint rows: each row was claimed by one relay, once.
    expect(fromA).toBeGreaterThan(0);
    expect(fromB).toBeGreaterThan(0);
    const rows: Array<{ attempts: number; published_at: Date | null }> = await a.app
      .get(DataSource)
      .query(`SELECT attempts, published_at FROM outbox`);
    expect(rows.filter((row) => row.attempts !== 1 || row.published_at === null)).toEqual([]);

    // Both runners share the job table; every movie is handled once in total.
    const handled = () => [...seenA.seen, ...seenB.seen];
    await waitFor(() => new Set(handled()).size === 120, 15_000, 'all jobs');
    await waitForDrainedQueue(a.app);
    expect(handled()).toHaveLength(120);
    const jobs: Array<{ state: string; attempts_made: number; n: number }> = await a.app
      .get(DataSource)
      .query(
        `SELECT state, attempts_made, count(*)::int AS n FROM queued_jobs WHERE id LIKE '%-test.race' GROUP BY 1, 2`,
      );
    expect(jobs).toEqual([{ state: 'completed', attempts_made: 1, n: 120 }]);
    expect(new Set(handled())).toEqual(new Set(ids));
  });

  it('starts relaying on NOTIFY, without waiting for the poll', async () => {
    const relay = a.app.get(OutboxRelay);
    // Either process's runner may take the job, so both know the handler.
    const seenA = recordingHandler(a.app, 'test.notify');
    const seenB = recordingHandler(b.app, 'test.notify');
    await relay.start();
    try {
      const [id] = await writeMovies(a.app, 1);
      // The poll comes every 10 minutes here: a delivery within 10 s can only have come from NOTIFY.
      // (How fast NOTIFY is belongs to bench/, not to this correctness test.)
      await waitFor(() => seenA.indexed().has(id) || seenB.indexed().has(id), 10_000, 'delivery via NOTIFY');
    } finally {
      await relay.stop();
    }
  });
});
