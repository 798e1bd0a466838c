// Throughput of the hot public reads (issue 13) against the ceiling of this machine: for each
// endpoint, req/s of the built app (demo seed) and of a bare node:http server answering the same
// bytes, measured one after the other in this run with the same load (autocannon), and the ratio.
// The machine is noisy, so only the ratio is comparable between runs.
//
// Usage: npm run build && node bench/api.mjs [--duration 10] [--connections 50]
// Bar: product / bare ≥ 0.5 for every endpoint. Exit code 1 when one misses it.
import { appAgainstBare } from './support/bare-server.mjs';
import { reqPerSecond as fmt } from './support/load.mjs';
import { startBenchServer } from './support/server.mjs';
import { numberOption } from './support/options.mjs';

const ENDPOINTS = [
  { name: 'movie', path: '/api/movies/the-godfather-1972' },
  { name: 'location', path: '/api/locations/old-st-patricks-cathedral-the-godfather' },
  { name: 'movie list', path: '/api/movies' },
  { name: 'settings', path: '/api/settings' },
];
const BAR = 0.5;

const duration = numberOption('duration', 10);
const connections = numberOption('connections', 50);

const appPort = Number(process.env.BENCH_PORT ?? 47000 + Math.floor(Math.random() * 1000));
const barePort = appPort + 1;

const server = await startBenchServer({ port: appPort, seedDemo: true });
const rows = [];
try {
  console.log(`API throughput · ${connections} connections · ${duration} s per run · node ${process.version}`);
  for (const endpoint of ENDPOINTS) {
    // The warm-up runs as long as the measured run and is not counted.
    const run = await appAgainstBare({ base: server.base, path: endpoint.path, barePort, connections, duration });
    rows.push({ ...endpoint, ...run });
    console.log(
      `${endpoint.name.padEnd(11)} ${String(run.bytes).padStart(6)} B  app ${fmt(run.product)}  bare ${fmt(run.reference)}  ` +
        `ratio ${run.ratio.toFixed(2)}× ${run.ratio >= BAR ? '(bar ≥ 0.5×: met)' : '(bar ≥ 0.5×: MISSED)'}`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
if (rows.some((row) => row.ratio < BAR)) process.exitCode = 1;
