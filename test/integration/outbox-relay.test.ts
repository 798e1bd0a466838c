import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { OutboxRelay } from '../../server/src/events/outbox-relay.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { recordingHandler, waitFor, writeMovies } from '../support/events.js';

jest.setTimeout(60_000);

/** Two app processes relay from one outbox: SKIP LOCKED gives each row to exactly one of them. */
describe('outbox relay with two app processes', () => {
  let a: TestApp;
  let b: TestApp;
  const noAutoRelay = { RUN_RELAY: 'false', JOB_BACKOFF_MS: '20' };

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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handled()).toHaveLength(120);
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
      // The poll interval is 2 s by default here; NOTIFY wakes the relay at commit.
      await waitFor(() => seenA.indexed().has(id) || seenB.indexed().has(id), 1_500, 'delivery via NOTIFY');
    } finally {
      await relay.stop();
    }
  });
});
