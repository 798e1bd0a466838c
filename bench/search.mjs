// Search relevance and latency per adapter. Relevance: the misspelled-query set of the contract
// suite (test/integration/fixtures/search-relevance.json) over the demo catalogue, here buried in
// 100,000 places. Latency: 200 realistic queries (prefixes, one-typo words, multi-word,
// year/country filters) over the real rows of ../shared/data/normalized plus synthetic rows up to
// 20,000 movies / 100,000 locations, in a throwaway database. Latency is server-side: the time of
// SearchService.search in the app process (no HTTP). PostgreSQL always; Meilisearch when MEILI_URL is set.
// Usage: npm run build && node bench/search.mjs
// BENCH_TEMPLATE=ra_million_tpl (or ra_100k_tpl, ra_10k_tpl: bench/million/data.mjs) copies a prepared
// database instead of seeding one; the index is then loaded as a web process loads it (warmUp) and the
// load time, the process's RSS and heap after it, and the longest event-loop stall during it are printed.
// As the web process runs (Dockerfile): node --expose-gc --max-semi-space-size=16 bench/search.mjs
// Bars: PostgreSQL p95 <= 5 ms and p99 <= 10 ms; expected item in the top 3 >= 95 %, first >= 85 %.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { SeedService } from '../dist/server/app/seed/seed.service.js';
import { MeilisearchAdapter } from '../dist/server/search/meilisearch/meilisearch.adapter.js';
import { SearchDocumentsRepository } from '../dist/server/search/search-documents.repository.js';
import { SearchService } from '../dist/server/search/search.service.js';
import { PhotosService } from '../dist/server/media/photos.service.js';
import { loadBenchData, openBenchDatabase } from './lib/search-bench-data.mjs';
import { buildQueries } from './lib/search-queries.mjs';

const TEMPLATE = process.env.BENCH_TEMPLATE;
// Issue 36's bars hold at a million places; the 100,000-place run without a template keeps its own.
const TARGET_P95_MS = TEMPLATE ? 10 : 5;
const TARGET_P99_MS = TEMPLATE ? 20 : 10;
const TARGET_RSS_MB = 600;
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
  const cpuTimes = [];
  const slowest = [];
  const byKind = new Map();
  let hits = 0;
  const empty = [];
  for (const { kind, query } of queries) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await search.search(query);
    const elapsed = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    times.push(elapsed);
    cpuTimes.push((user + system) / 1000);
    slowest.push({ cpu: (user + system) / 1000, query });
    byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
    if (result.movies.total + result.locations.total > 0) hits++;
    else empty.push(JSON.stringify(query));
  }
  const all = summary(times);
  console.log(`${label}: ${queries.length} queries, ${hits} with hits — ${all.text}`);
  // The process's own CPU time per search: what the wall time would be on an idle machine, less PostgreSQL's part.
  console.log(`  CPU time of this process per search: ${summary(cpuTimes).text}`);
  slowest.sort((a, b) => b.cpu - a.cpu);
  const worst = slowest.slice(0, 5).map(({ cpu, query }) => `${JSON.stringify(query)} ${cpu.toFixed(1)} ms`);
  console.log(`  most CPU: ${worst.join(', ')}`);
  if (empty.length) console.log(`  without hits: ${empty.join(', ')}`);
  for (const [kind, kindTimes] of byKind)
    console.log(`  ${kind.padEnd(14)} ${String(kindTimes.length).padStart(3)} queries — ${summary(kindTimes).text}`);
  return all;
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);

/** The titles the queries are built from, as loadBenchData returns them. */
async function benchMovies(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`SELECT title, year FROM movies ORDER BY id LIMIT 3000`)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Loads the in-memory index as main.ts does (warmUp) and reports how long it took, the longest time
 * the event loop went unserved meanwhile (a timer due every 5 ms), and the process's memory after it.
 */
async function loadIndex(search) {
  let longestStall = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  await search.warmUp();
  const loaded = performance.now() - started;
  clearInterval(timer);
  globalThis.gc?.(); // with --expose-gc: what stays, not the load's garbage
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  const { database } = await search.documentCounts();
  console.log(
    `postgres index: ${database.movies} movies and ${database.locations} places loaded in ${(loaded / 1000).toFixed(1)} s` +
      `, longest event-loop stall ${longestStall.toFixed(0)} ms; after load RSS ${mb(rss)} MB, heap used ${mb(heapUsed)} MB, array buffers ${mb(arrayBuffers)} MB` +
      ` (bar RSS <= ${TARGET_RSS_MB} MB: ${rss <= TARGET_RSS_MB * 2 ** 20 ? 'met' : 'MISSED'})`,
  );
}

const db = await openBenchDatabase(TEMPLATE ? { template: TEMPLATE } : {});
try {
  let movies;
  if (TEMPLATE) {
    movies = await benchMovies(db.url); // the template holds the demo catalogue, real and synthetic rows
  } else {
    await db.app.get(SeedService).seedIfEmpty(); // the demo catalogue the relevance set is about
    movies = await loadBenchData(db.app, db);
  }
  const queries = buildQueries(movies);
  const postgres = db.app.get(SearchService);
  if (TEMPLATE) await loadIndex(postgres);
  else await postgres.reindex();
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
