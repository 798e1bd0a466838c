import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SeedService } from '../../server/src/app/seed/seed.service.js';
import { SearchDocumentsRepository } from '../../server/src/search/search-documents.repository.js';
import { PhotosService } from '../../server/src/media/photos.service.js';
import { SearchService } from '../../server/src/search/search.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import type { ContractAdapter } from './search-contract.js';

interface RelevanceCase {
  q: string;
  movie?: string;
  location?: string;
}

export const RELEVANCE_CASES: RelevanceCase[] = JSON.parse(
  readFileSync(new URL('./fixtures/search-relevance.json', import.meta.url), 'utf8'),
).cases;

/** Where the expected item ranks for a case: 1 is first, 0 is not in the first page. */
export async function rankOf(search: SearchService, item: RelevanceCase): Promise<number> {
  const result = await search.search({ q: item.q, tab: 'all', limit: 10, offset: 0 });
  const names = item.movie ? result.movies.hits.map((h) => h.title) : result.locations.hits.map((h) => h.name);
  return names.indexOf((item.movie ?? item.location)!) + 1;
}

/**
 * The relevance bars of the search (issue: "search that forgives"), held by every adapter over the
 * demo catalogue: the item a misspelled query means is in the top 3 for >= 95 % of the set and
 * first for >= 85 %.
 */
export function searchRelevance(name: string, createAdapter: (db: DataSource) => ContractAdapter): void {
  describe(`search relevance: ${name}`, () => {
    let t: TestApp;
    let search: SearchService;
    let dispose: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      t = await startTestApp();
      const ds = t.app.get(DataSource);
      await t.app.get(SeedService).seedIfEmpty();
      const created = createAdapter(ds);
      dispose = created.dispose;
      search = new SearchService(created.adapter, new SearchDocumentsRepository(ds), t.app.get(PhotosService));
      await search.onModuleInit();
      await search.reindex();
    });

    afterAll(async () => {
      await dispose?.();
      await t?.close();
    });

    it(`finds what ${RELEVANCE_CASES.length} misspelled queries mean`, async () => {
      expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
      const misses: string[] = [];
      let top3 = 0;
      let first = 0;
      for (const item of RELEVANCE_CASES) {
        const rank = await rankOf(search, item);
        if (rank >= 1 && rank <= 3) top3++;
        if (rank === 1) first++;
        if (rank !== 1) misses.push(`${item.q} -> ${item.movie ?? item.location} at ${rank || 'none'}`);
      }
      const report = `top 3: ${top3}/${RELEVANCE_CASES.length}, first: ${first}/${RELEVANCE_CASES.length}\n${misses.join('\n')}`;
      expect({
        top3: top3 / RELEVANCE_CASES.length >= 0.95,
        first: first / RELEVANCE_CASES.length >= 0.85,
        report,
      }).toEqual({ top3: true, first: true, report });
    });
  });
}
