// Throughput of the HTML of home, a movie and a location page (issue 36): what crawlers and every
// first visit get. For each page, req/s of the built app and of a bare node:http server answering
// the same bytes, one after the other in this run with the same load (autocannon), and the ratio;
// then a mixed run of pages and API reads at 200 connections (p50, p99).
// The machine is noisy, so only the ratio is comparable between runs.
//
// Usage: npm run build && node bench/html.mjs [--duration 10] [--connections 50] [--mixed-connections 200]
//   BENCH_TEMPLATE=ra_million_tpl runs on a copy of that database (bench/million/data.mjs) instead
//   of the demo seed (125 places).
//   BENCH_DATABASE=ra_m_mine runs on a database of your own (such a copy made once), kept after.
// Bar: app / bare ≥ 0.3 for every page. Exit code 1 when one misses it.
import pg from 'pg';
import { appAgainstBare } from './support/bare-server.mjs';
import { load, reqPerSecond } from './support/load.mjs';
import { startBenchServer, untilDataSettles, untilIdle } from './support/server.mjs';
import { benchData, numberOption } from './support/options.mjs';

const MOVIE = 'the-godfather-1972';
const LOCATION = 'old-st-patricks-cathedral-the-godfather';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'movie', path: `/movies/${MOVIE}` },
  { name: 'location', path: `/locations/${LOCATION}` },
];
/** What a visitor's first pages and their API reads look like together. */
const MIXED = [
  ...PAGES.map((page) => page.path),
  `/api/movies/${MOVIE}`,
  `/api/locations/${LOCATION}`,
  `/api/locations/${LOCATION}/nearby`,
  '/api/movies',
  '/api/settings',
];
const BAR = 0.3;

const duration = numberOption('duration', 10);
const connections = numberOption('connections', 50);
const mixedConnections = numberOption('mixed-connections', 200);
const { template, seedDemo, label } = benchData();

const appPort = Number(process.env.BENCH_PORT ?? 47000 + Math.floor(Math.random() * 1000));
const barePort = appPort + 1;

const server = await startBenchServer({ port: appPort, seedDemo, template });
const rows = [];
try {
  await untilDataSettles(server.databaseUrl);
  await untilIdle(server.base);
  const size = await catalogueSize(server.databaseUrl);
  console.log(
    `HTML throughput · ${size} · ${label} · ${connections} connections · ${duration} s per run · node ${process.version}`,
  );
  for (const page of PAGES) {
    const run = await appAgainstBare({
      base: server.base,
      path: page.path,
      barePort,
      connections,
      duration,
      warmUpSeconds: 2,
    });
    rows.push({ ...page, ratio: run.ratio });
    console.log(
      `${page.name.padEnd(9)} ${String(run.bytes).padStart(6)} B  app ${reqPerSecond(run.product)}  bare ${reqPerSecond(run.reference)}  ` +
        `ratio ${run.ratio.toFixed(2)}× (bar ≥ ${BAR}×: ${run.ratio >= BAR ? 'met' : 'MISSED'})`,
    );
  }
  const mixed = await load({
    url: server.base,
    connections: mixedConnections,
    duration,
    requests: MIXED.map((path) => ({ method: 'GET', path })),
  });
  console.log(
    `mixed     ${MIXED.length} URLs (3 pages, 5 API reads) at ${mixedConnections} connections: ` +
      `${Math.round(mixed.requests.average).toLocaleString('en')} req/s, p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
if (rows.some((row) => row.ratio < BAR)) process.exitCode = 1;

async function catalogueSize(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM movies) AS movies, (SELECT count(*) FROM locations) AS places`,
    );
    return `${Number(rows[0].places).toLocaleString('en')} places, ${Number(rows[0].movies).toLocaleString('en')} movies`;
  } finally {
    await client.end();
  }
}
