// Full reindex speed: the bench data set (real rows + synthetic up to 20,000 movies / 100,000
// locations) rebuilt through SearchService.reindex, per adapter; prints documents per second.
// Usage: npm run build && node bench/reindex.mjs            (Meilisearch too when MEILI_URL is set)
import { MeilisearchAdapter } from '../dist/server/search/meilisearch/meilisearch.adapter.js';
import { SearchDocumentsRepository } from '../dist/server/search/search-documents.repository.js';
import { SearchService } from '../dist/server/search/search.service.js';
import { PhotosService } from '../dist/server/media/photos.service.js';
import { loadBenchData, openBenchDatabase } from './lib/search-bench-data.mjs';

async function timeReindex(label, search) {
  const started = performance.now();
  const { done } = await search.reindex();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${done} documents in ${seconds.toFixed(1)} s = ${Math.round(done / seconds)} documents/s`);
}

const db = await openBenchDatabase();
try {
  await loadBenchData(db.app, db);
  await timeReindex('postgres', db.app.get(SearchService));
  if (process.env.MEILI_URL) {
    const adapter = new MeilisearchAdapter(process.env.MEILI_URL, process.env.MEILI_MASTER_KEY, {
      indexPrefix: 'bench_',
    });
    const meili = new SearchService(adapter, db.app.get(SearchDocumentsRepository), db.app.get(PhotosService));
    await meili.onModuleInit();
    await timeReindex('meilisearch', meili);
    await adapter.dropIndexes();
  } else {
    console.log('meilisearch: skipped (set MEILI_URL and MEILI_MASTER_KEY to include it)');
  }
} finally {
  await db.close();
}
