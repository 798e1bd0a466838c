import { SearchDocumentsRepository } from '../../server/src/search/search-documents.repository.js';
import { startTestApp, type TestApp } from './app.js';
import { startMeilisearchDouble, startupRebuildDone, type MeilisearchDouble } from './meilisearch-double.js';

export interface AppOnMeilisearchDouble {
  double: MeilisearchDouble;
  t: TestApp;
  close(): Promise<void>;
}

/**
 * A test app searching through a fresh protocol double (`env` on top of its address and key), once
 * its start-up rebuild has ended: what a test then counts in the double is its own doing.
 */
export async function startAppOnMeilisearchDouble(env: Record<string, string>): Promise<AppOnMeilisearchDouble> {
  const double = await startMeilisearchDouble();
  const t = await startTestApp({ MEILI_URL: double.url, MEILI_MASTER_KEY: 'test-key', ...env });
  await startupRebuildDone(double, () => t.app.get(SearchDocumentsRepository).rebuildUnderWay());
  return {
    double,
    t,
    close: async () => {
      await t.close();
      await double.close();
    },
  };
}
