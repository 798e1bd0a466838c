// Throughput of the hot public reads (issue 13) against the ceiling of this machine: for each
// endpoint, req/s of the built app (demo seed) and of a bare node:http server answering the same
// bytes, measured one after the other in this run with the same load (autocannon), and the ratio.
// The machine is noisy, so only the ratio is comparable between runs.
//
// Usage: npm run build && node bench/api.mjs [--duration 10] [--connections 50]
// Bar: product / bare ≥ 0.5 for every endpoint. Exit code 1 when one misses it.
import { startBareServer } from './support/bare-server.mjs';
import { load, reqPerSecond as fmt } from './support/load.mjs';
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
    const url = `${server.base}${endpoint.path}`;
    const sample = await fetch(url);
    if (!sample.ok) throw new Error(`${url} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await startBareServer(barePort, body, sample.headers.get('content-type'));
    try {
      await load({ url: `http://127.0.0.1:${barePort}${endpoint.path}`, connections, duration }); // warm-up, not counted
      const reference = await load({ url: `http://127.0.0.1:${barePort}${endpoint.path}`, connections, duration });
      await load({ url, connections, duration });
      const product = await load({ url, connections, duration });
      const ratio = product.requests.average / reference.requests.average;
      rows.push({ ...endpoint, bytes: body.length, product, reference, ratio });
      console.log(
        `${endpoint.name.padEnd(11)} ${String(body.length).padStart(6)} B  app ${fmt(product)}  bare ${fmt(reference)}  ` +
          `ratio ${ratio.toFixed(2)}× ${ratio >= BAR ? '(bar ≥ 0.5×: met)' : '(bar ≥ 0.5×: MISSED)'}`,
      );
    } finally {
      await bare.stop();
    }
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
if (rows.some((row) => row.ratio < BAR)) process.exitCode = 1;
