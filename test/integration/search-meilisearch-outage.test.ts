import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app.js';
import { waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';
import { startAppOnMeilisearchDouble, type AppOnMeilisearchDouble } from '../support/meilisearch-app.js';
import type { MeilisearchDouble } from '../support/meilisearch-double.js';

/**
 * Issue 37, row 5: index updates are retried until Meilisearch answers (a capped backoff), not for
 * JOB_ATTEMPTS only. Here JOB_ATTEMPTS=3 from 50 ms gives other jobs 150 ms of retries; the search
 * service (the protocol double, not Meilisearch) stays away ten times longer.
 */
describe('index updates outlast a Meilisearch outage', () => {
  let double: MeilisearchDouble;
  let t: TestApp;
  let stack: AppOnMeilisearchDouble;

  beforeAll(async () => {
    stack = await startAppOnMeilisearchDouble({
      MEILI_TIMEOUT_MS: '300',
      JOB_ATTEMPTS: '3',
      JOB_BACKOFF_MS: '50',
      JOB_BACKOFF_CAP_MS: '200',
      OUTBOX_POLL_MS: '100',
    });
    ({ double, t } = stack);
  });
  afterAll(() => stack?.close());

  it('indexes every change made while Meilisearch was away once it returns', async () => {
    await double.stop();
    const ids = await writeMovies(t.app, 3);
    const ds = t.app.get(DataSource);
    // Every job has failed more often than JOB_ATTEMPTS allows, and none has given up.
    await waitFor(
      async () => {
        const [row] = await ds.query(
          `SELECT min(attempts_made)::int AS fewest FROM queued_jobs WHERE data->>'handler' = 'search.sync-movie'`,
        );
        return row.fewest > 3;
      },
      15_000,
      'more failed attempts than JOB_ATTEMPTS',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [failed] = await ds.query(`SELECT count(*)::int AS n FROM queued_jobs WHERE state = 'failed'`);
    expect(failed.n).toBe(0);
    await double.start();
    await waitFor(
      () => ids.every((id) => double.documents('movies').some((d) => d.id === id)),
      15_000,
      'every movie indexed after the outage',
    );
    await waitForDrainedQueue(t.app);
  }, 45_000);
});
