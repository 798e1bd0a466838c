import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MeilisearchAdapter } from '../../server/src/search/meilisearch/meilisearch.adapter.js';
import type { TestApp } from '../support/app.js';
import { waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';
import { startMeilisearchDouble, type MeilisearchDouble } from '../support/meilisearch-double.js';
import { startAppOnMeilisearchDouble } from '../support/meilisearch-app.js';

const refused = { code: 'invalid_document_id', message: 'Document identifier `x y` is invalid.' };

/**
 * Issue 37, row 1: every Meilisearch task's final status is checked. A failed task fails the write
 * (and so the job) with Meilisearch's code and message, and the job is retried like any other.
 * Runs against the protocol double (test/support/meilisearch-double.ts), not Meilisearch.
 */
describe('Meilisearch adapter: failed tasks', () => {
  let double: MeilisearchDouble;
  let adapter: MeilisearchAdapter;

  beforeAll(async () => {
    double = await startMeilisearchDouble();
    adapter = new MeilisearchAdapter(double.url, 'test-key');
    await adapter.init();
  });
  afterAll(() => double.close());

  const movie = { id: '1', slug: 'm', title: 'M', year: 1931, director: null, description: null };
  const doc = { ...movie, poster_url: null, poster_photo_id: null };

  it.each([
    ['documentAdditionOrUpdate', () => adapter.upsertMovies([doc])],
    ['documentDeletion', () => adapter.deleteMovies(['1'])],
    ['documentDeletion', () => adapter.deleteLocations(['1'])],
    ['documentDeletion', () => adapter.deleteLocationsOfMovie('1')],
    [
      'settingsUpdate',
      () => {
        double.deleteIndex('movies');
        double.createBareIndex('movies');
        return adapter.init();
      },
    ],
  ])('a failed %s task rejects with its code and message', async (type, write) => {
    double.failNextTask({ type }, refused);
    await expect(write()).rejects.toThrow(`${refused.code}: ${refused.message}`);
  });

  it('writes the number of title words the ranking rule title_words:asc reads (issue 37, row 8)', async () => {
    await adapter.upsertMovies([{ ...doc, id: '2', title: 'The Godfather Part II' }]);
    expect(double.documents('movies').find((d) => d.id === '2')).toMatchObject({ title_words: 4 });
  });

  it('a failed task while rebuilding stops the rebuild', async () => {
    const build = await adapter.rebuild();
    double.failNextTask({ type: 'indexSwap' }, refused);
    await expect(build.finish()).rejects.toThrow(refused.code);
  });
});

describe('Meilisearch index updates: a failed task fails the job, which is retried', () => {
  let double: MeilisearchDouble;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ double, t, close } = await startAppOnMeilisearchDouble({
      // Index updates get the patient attempts (row 5); three keep this test short.
      JOB_PATIENT_ATTEMPTS: '3',
      JOB_BACKOFF_MS: '50',
      OUTBOX_POLL_MS: '100',
    }));
  });
  afterAll(() => close?.());

  const jobOf = async (movieId: string) => {
    const rows = await t.app
      .get(DataSource)
      .query(
        `SELECT state, attempts_made, last_error FROM queued_jobs WHERE data->>'handler' = 'search.sync-movie' AND data->'payload'->>'movieId' = $1`,
        [movieId],
      );
    return rows[0] as { state: string; attempts_made: number; last_error: string | null };
  };

  it('indexes the movie on the retry after one failed task', async () => {
    double.failNextTask({ type: 'documentAdditionOrUpdate', indexUid: 'movies' }, refused);
    const [id] = await writeMovies(t.app, 1);
    await waitFor(() => double.documents('movies').some((d) => d.id === id), 10_000, 'the movie indexed');
    await waitForDrainedQueue(t.app);
    expect(await jobOf(id)).toMatchObject({ state: 'completed', attempts_made: 2 });
  });

  it("keeps the job failed with Meilisearch's code and message when every attempt fails", async () => {
    for (let i = 0; i < 3; i++) double.failNextTask({ type: 'documentAdditionOrUpdate', indexUid: 'movies' }, refused);
    const [id] = await writeMovies(t.app, 1);
    await waitForDrainedQueue(t.app);
    const job = await jobOf(id);
    expect(job).toMatchObject({ state: 'failed', attempts_made: 3 });
    expect(job.last_error).toContain(`${refused.code}: ${refused.message}`);
    expect(double.documents('movies').some((d) => d.id === id)).toBe(false);
  });
});
