// The location page's API reads at scale (issue 36): GET /api/locations/:slug and its nearby places
// (GET /api/locations/:slug/nearby), each asked once for a few hundred places picked at random (so
// every answer is made by the app, not the read cache), one at a time; then the same again from the
// read cache. Prints p50, p95 and max per endpoint.
//
// Usage: npm run build && node bench/location-page.mjs [--places 300]
//   BENCH_TEMPLATE=ra_million_tpl runs on a copy of that database (bench/million/data.mjs) instead
//   of the demo seed.
//   BENCH_DATABASE=ra_m_mine runs on a database of your own (such a copy made once), kept after.
// Bar: p95 ≤ 10 ms for each endpoint when made by the app. Exit code 1 when one misses it.
import pg from 'pg';
import { startBenchServer, untilDataSettles, untilIdle } from './support/server.mjs';
import { benchData, numberOption } from './support/options.mjs';
import { percentiles } from './support/percentiles.mjs';

const BAR_MS = 10;
const placeCount = numberOption('places', 300);
const { template, seedDemo, label } = benchData();
const ENDPOINTS = [
  { name: 'location', path: (slug) => `/api/locations/${slug}` },
  { name: 'nearby', path: (slug) => `/api/locations/${slug}/nearby` },
];

const port = Number(process.env.BENCH_PORT ?? 47000 + Math.floor(Math.random() * 1000));
const server = await startBenchServer({ port, seedDemo, template });
let failed = false;
try {
  await untilDataSettles(server.databaseUrl);
  await untilIdle(server.base);
  const slugs = await randomPlaces(server.databaseUrl, placeCount);
  console.log(`Location page API · ${label} · ${slugs.length} places · node ${process.version}`);
  // Warm-up on other places: connections, JIT.
  for (const slug of slugs.slice(0, 20)) for (const endpoint of ENDPOINTS) await timed(endpoint.path(slug));
  for (const cached of [false, true]) {
    for (const endpoint of ENDPOINTS) {
      const times = [];
      for (const slug of slugs.slice(20)) times.push(await timed(endpoint.path(slug)));
      const { p50, p95, max } = percentiles(times);
      const verdict = cached ? '' : ` (bar ≤ ${BAR_MS} ms: ${p95 <= BAR_MS ? 'met' : 'MISSED'})`;
      if (!cached && p95 > BAR_MS) failed = true;
      console.log(
        `${(cached ? 'read cache ' : 'app        ') + endpoint.name.padEnd(9)} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms${verdict}`,
      );
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;

async function timed(path) {
  const start = performance.now();
  const res = await fetch(`${server.base}${path}`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - start;
}

async function randomPlaces(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // TABLESAMPLE reads a few pages, not the table: cheap at a million rows.
    const { rows } = await client.query(
      `SELECT slug FROM locations TABLESAMPLE SYSTEM (least(100, 100.0 * $1 * 20 / greatest(1, (SELECT reltuples FROM pg_class WHERE relname = 'locations'))))
        ORDER BY random() LIMIT $1`,
      [count + 20],
    );
    return rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
}
