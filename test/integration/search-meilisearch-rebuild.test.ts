import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SearchDocumentsRepository } from '../../server/src/search/search-documents.repository.js';
import { SearchService } from '../../server/src/search/search.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';
import { startMeilisearchDouble, type MeilisearchDouble } from '../support/meilisearch-double.js';

/**
 * Issue 37, row 7: a reindex builds new indexes and swaps them in (swap-indexes), then deletes the
 * old ones; the live index is never emptied, so search answers throughout. Against the protocol
 * double (not Meilisearch).
 */
describe('Meilisearch reindex into new indexes', () => {
  let double: MeilisearchDouble;
  let t: TestApp;

  beforeAll(async () => {
    double = await startMeilisearchDouble();
    t = await startTestApp({ MEILI_URL: double.url, MEILI_MASTER_KEY: 'test-key', MEILI_TIMEOUT_MS: '10000' });
    // The start-up reconciliation rebuilds the new, versionless index once: let it finish first.
    await waitFor(() => double.documents('reelatlas_meta').length === 1, 10_000, 'the start-up rebuild');
    await waitFor(async () => !(await t.app.get(SearchDocumentsRepository).rebuildUnderWay()), 10_000, 'its lock');
  });
  afterAll(async () => {
    await t?.close();
    await double.close();
  });

  it('swaps a complete index in without emptying the live one, and drops the old contents', async () => {
    const ds = t.app.get(DataSource);
    const movie = await createMovie(ds, { title: 'Roman Holiday' });
    const place = await createLocation(ds, movie, { name: 'Trevi Fountain' });
    await t.app.get(SearchService).onModuleInit();
    double.putDocuments('movies', [{ id: 'stale', title: 'Deleted long ago' }]);
    const before = double.requests.length;

    const progress = await t.app.get(SearchService).reindex();

    expect(progress).toEqual({ done: 2, total: 2 });
    const requests = double.requests.slice(before);
    expect(requests).not.toContain('DELETE /indexes/movies/documents');
    expect(requests).not.toContain('DELETE /indexes/locations/documents');
    expect(requests).toContain('POST /swap-indexes');
    expect(double.documents('movies').map((d) => d.id)).toEqual([movie.id]);
    expect(double.documents('locations').map((d) => d.id)).toEqual([place.id]);
    expect(double.settings('movies')?.filterableAttributes).toEqual(['year']);
    expect(double.indexUids().filter((uid) => uid.includes('rebuild'))).toEqual([]);
  });

  it('syncs again what changed while the new index was being built', async () => {
    const ds = t.app.get(DataSource);
    const movie = await createMovie(ds, { title: 'Vacanze Romane' });
    const swaps = () => double.requests.filter((r) => r === 'POST /swap-indexes').length;
    const before = swaps();
    double.hang((method, path) => method === 'POST' && path === '/swap-indexes');
    const reindex = t.app.get(SearchService).reindex();
    await waitFor(() => swaps() > before, 10_000, 'the swap to be asked for');
    // Written after the build read its rows, without an event (psql, say): only search_changes knows.
    await ds.query(`UPDATE movies SET title = 'Roman Holiday (1953)' WHERE id = $1`, [movie.id]);
    double.stopHanging();
    await reindex;
    expect(double.documents('movies').find((d) => d.id === movie.id)).toMatchObject({ title: 'Roman Holiday (1953)' });
  });

  it('leaves the live index as it was when the rebuild fails', async () => {
    double.failNextTask({ type: 'indexSwap' }, { code: 'internal', message: 'disk full' });
    const kept = double.documents('movies');
    await expect(t.app.get(SearchService).reindex()).rejects.toThrow('internal: disk full');
    expect(double.documents('movies')).toEqual(kept);
    expect(double.indexUids().filter((uid) => uid.includes('rebuild'))).toEqual([]);
  });
});
