// Search latency per adapter: 200 realistic queries (prefixes, one-typo words, multi-word,
// year/country filters) over the real rows of ../shared/data/normalized plus synthetic rows up to
// 20,000 movies / 100,000 locations, in a throwaway database. Latency is server-side: the time of
// SearchService.search in the app process (no HTTP). PostgreSQL always; Meilisearch when MEILI_URL is set.
// Usage: npm run build && node bench/search.mjs            Target: PostgreSQL p95 <= 15 ms.
import { MeilisearchAdapter } from '../dist/server/search/meilisearch/meilisearch.adapter.js';
import { SearchDocumentsRepository } from '../dist/server/search/search-documents.repository.js';
import { SearchService } from '../dist/server/search/search.service.js';
import { loadBenchData, openBenchDatabase } from './lib/search-bench-data.mjs';
import { buildQueries } from './lib/search-queries.mjs';

const TARGET_P95_MS = 15;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  return { p95: Number(p95), text: `p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, max ${sorted.at(-1).toFixed(1)} ms` };
}

async function measure(label, search, queries) {
  for (const { query } of queries.slice(0, 40)) await search.search(query); // warm caches and plans
  const times = [];
  const byKind = new Map();
  let hits = 0;
  for (const { kind, query } of queries) {
    const started = performance.now();
    const result = await search.search(query);
    const elapsed = performance.now() - started;
    times.push(elapsed);
    byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
    hits += result.movies.total + result.locations.total > 0 ? 1 : 0;
  }
  const all = summary(times);
  console.log(`${label}: ${queries.length} queries, ${hits} with hits — ${all.text}`);
  for (const [kind, kindTimes] of byKind)
    console.log(`  ${kind.padEnd(14)} ${String(kindTimes.length).padStart(3)} queries — ${summary(kindTimes).text}`);
  return all.p95;
}

const db = await openBenchDatabase();
try {
  const movies = await loadBenchData(db.app, db);
  const queries = buildQueries(movies);
  const postgres = db.app.get(SearchService);
  await postgres.reindex();
  const p95 = await measure('postgres', postgres, queries);
  console.log(`target p95 <= ${TARGET_P95_MS} ms on PostgreSQL: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
  if (process.env.MEILI_URL) {
    const adapter = new MeilisearchAdapter(process.env.MEILI_URL, process.env.MEILI_MASTER_KEY, {
      indexPrefix: 'bench_',
    });
    const meili = new SearchService(adapter, db.app.get(SearchDocumentsRepository));
    await meili.onModuleInit();
    await meili.reindex();
    await measure('meilisearch', meili, queries);
    await adapter.dropIndexes();
  } else {
    console.log('meilisearch: skipped (set MEILI_URL and MEILI_MASTER_KEY to include it)');
  }
} finally {
  await db.close();
}
