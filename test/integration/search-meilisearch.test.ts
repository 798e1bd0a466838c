import { randomBytes } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { MeilisearchAdapter } from '../../server/src/search/meilisearch/meilisearch.adapter.js';
import { searchContract } from './search-contract.js';
import { searchRelevance } from './search-relevance.js';

const url = process.env.MEILI_URL;

if (url) {
  // A prefix per run keeps parallel runs (and a developer's own indexes) apart.
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  searchContract('Meilisearch adapter', () => {
    const adapter = new MeilisearchAdapter(url, process.env.MEILI_MASTER_KEY, { indexPrefix: prefix });
    return { adapter, dispose: () => adapter.dropIndexes() };
  });
  searchRelevance('Meilisearch adapter', () => {
    const adapter = new MeilisearchAdapter(url, process.env.MEILI_MASTER_KEY, { indexPrefix: `${prefix}rel_` });
    return { adapter, dispose: () => adapter.dropIndexes() };
  });
} else {
  // Skipped without a server: set MEILI_URL (e.g. `docker compose up -d meilisearch`, see README).
  describe.skip('search contract: Meilisearch adapter [MEILI_URL unset]', () => {
    it('runs against a Meilisearch server', () => {});
  });
}
