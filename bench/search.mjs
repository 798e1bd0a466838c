// Search relevance and latency per adapter. Relevance: the misspelled-query set of the contract
// suite (test/integration/fixtures/search-relevance.json) over the demo catalogue, here buried in
// 100,000 places. Latency: 200 realistic queries (prefixes, one-typo words, multi-word,
// year/country filters) over the real rows of ../shared/data/normalized plus synthetic rows up to
// 20,000 movies / 100,000 locations, in a throwaway database. Latency is server-side: the time of
// SearchService.search in the app process (no HTTP). PostgreSQL always; Meilisearch when MEILI_URL is set.
// Usage: npm run build && node bench/search.mjs
// Bars: PostgreSQL p95 <= 5 ms and p99 <= 10 ms; expected item in the top 3 >= 95 %, first >= 85 %.
import { readFileSync } from 'node:fs';
import { SeedService } from '../dist/server/app/seed/seed.service.js';
import { MeilisearchAdapter } from '../dist/server/search/meilisearch/meilisearch.adapter.js';
import { SearchDocumentsRepository } from '../dist/server/search/search-documents.repository.js';
import { SearchService } from '../dist/server/search/search.service.js';
import { PhotosService } from '../dist/server/media/photos.service.js';
import { loadBenchData, openBenchDatabase } from './lib/search-bench-data.mjs';
import { buildQueries } from './lib/search-queries.mjs';

const TARGET_P95_MS = 5;
const TARGET_P99_MS = 10;
const RELEVANCE = JSON.parse(
  readFileSync(new URL('../test/integration/fixtures/search-relevance.json', import.meta.url), 'utf8'),
).cases;

/** Share of the relevance set whose expected item is first / in the top 3 (same rule as the contract suite). */
async function relevance(label, search) {
  let first = 0;
  let top3 = 0;
  const misses = [];
  for (const item of RELEVANCE) {
    const result = await search.search({ q: item.q, tab: 'all', limit: 10, offset: 0 });
    const names = item.movie ? result.movies.hits.map((h) => h.title) : result.locations.hits.map((h) => h.name);
    const rank = names.indexOf(item.movie ?? item.location) + 1;
    if (rank === 1) first++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank !== 1) misses.push(`${item.q} (${rank || 'none'})`);
  }
  const pct = (n) => ((100 * n) / RELEVANCE.length).toFixed(1);
  const met = top3 / RELEVANCE.length >= 0.95 && first / RELEVANCE.length >= 0.85;
  console.log(
    `${label} relevance: ${RELEVANCE.length} misspelled queries — first ${pct(first)} %, top 3 ${pct(top3)} % ` +
      `(bars 85 % / 95 %: ${met ? 'met' : 'MISSED'})${misses.length ? `; not first: ${misses.join(', ')}` : ''}`,
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  return {
    p95: Number(p95),
    p99: Number(p99),
    text: `p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  };
}

async function measure(label, search, queries) {
  for (const { query } of queries.slice(0, 40)) await search.search(query); // warm caches and plans
  const times = [];
  const byKind = new Map();
  let hits = 0;
  const empty = [];
  for (const { kind, query } of queries) {
    const started = performance.now();
    const result = await search.search(query);
    const elapsed = performance.now() - started;
    times.push(elapsed);
    byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
    if (result.movies.total + result.locations.total > 0) hits++;
    else empty.push(JSON.stringify(query));
  }
  const all = summary(times);
  console.log(`${label}: ${queries.length} queries, ${hits} with hits — ${all.text}`);
  if (empty.length) console.log(`  without hits: ${empty.join(', ')}`);
  for (const [kind, kindTimes] of byKind)
    console.log(`  ${kind.padEnd(14)} ${String(kindTimes.length).padStart(3)} queries — ${summary(kindTimes).text}`);
  return all;
}

const db = await openBenchDatabase();
try {
  await db.app.get(SeedService).seedIfEmpty(); // the demo catalogue the relevance set is about
  const movies = await loadBenchData(db.app, db);
  const queries = buildQueries(movies);
  const postgres = db.app.get(SearchService);
  await postgres.reindex();
  await relevance('postgres', postgres);
  const { p95, p99 } = await measure('postgres', postgres, queries);
  const met = p95 <= TARGET_P95_MS && p99 <= TARGET_P99_MS;
  console.log(`bars p95 <= ${TARGET_P95_MS} ms, p99 <= ${TARGET_P99_MS} ms on PostgreSQL: ${met ? 'met' : 'MISSED'}`);
  if (process.env.MEILI_URL) {
    const adapter = new MeilisearchAdapter(process.env.MEILI_URL, process.env.MEILI_MASTER_KEY, {
      indexPrefix: 'bench_',
    });
    const meili = new SearchService(adapter, db.app.get(SearchDocumentsRepository), db.app.get(PhotosService));
    await meili.onModuleInit();
    await meili.reindex();
    await relevance('meilisearch', meili);
    await measure('meilisearch', meili, queries);
    await adapter.dropIndexes();
  } else {
    console.log('meilisearch: skipped (set MEILI_URL and MEILI_MASTER_KEY to include it)');
  }
} finally {
  await db.close();
}
