// The sitemap at scale (issue 36): /sitemap.xml is an index of files of at most 50,000 URLs under
// /sitemaps/. Prints the first build's time (the index asked for on a cold cache), the longest the
// event loop was held meanwhile (a cached API read asked every 20 ms), the files, and the time of
// cached answers (gzip, as crawlers ask).
//
// Usage: npm run build && node bench/sitemap.mjs [--requests 50]
//   BENCH_TEMPLATE=ra_million_tpl runs on a copy of that database (bench/million/data.mjs) instead
//   of the demo seed.
//   BENCH_DATABASE=ra_m_mine runs on a database of your own (such a copy made once), kept after.
// Bars: every file ≤ 50,000 URLs and ≤ 50 MB; a cached answer ≤ 200 ms. Exit code 1 when one misses.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { startBenchServer, untilDataSettles, untilIdle } from './support/server.mjs';
import { benchData, numberOption } from './support/options.mjs';
import { percentiles } from './support/percentiles.mjs';

const requests = numberOption('requests', 50);
const { template, seedDemo, label } = benchData();
const CACHED_BAR_MS = 200;
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const port = Number(process.env.BENCH_PORT ?? 47000 + Math.floor(Math.random() * 1000));
const server = await startBenchServer({ port, seedDemo, template });
let failed = false;
try {
  await untilDataSettles(server.databaseUrl);
  await untilIdle(server.base);
  console.log(`Sitemap · ${label} · node ${process.version}`);
  await get('/api/settings'); // the probe's answer is cached before the build starts

  const first = await timedBuild();
  const files = [
    ...gunzipSync(first.index)
      .toString()
      .matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g),
  ].map((match) => match[1]);
  console.log(
    `first build ${Math.round(first.ms)} ms (${files.length} files); slowest API read meanwhile ${Math.round(first.worstProbeMs)} ms`,
  );
  // A write (none of the sitemap's rows) moves the data version on: the next ask builds again.
  await touchPublicData(server.databaseUrl);
  const again = await timedBuild();
  console.log(
    `build after a write ${Math.round(again.ms)} ms; slowest API read meanwhile ${Math.round(again.worstProbeMs)} ms`,
  );

  let urls = 0;
  let largest = { path: '', urls: 0, bytes: 0, gzipped: 0 };
  for (const path of files) {
    const { body } = await get(path);
    const xml = gunzipSync(body);
    const count = xml.toString().split('<url>').length - 1;
    urls += count;
    if (count > MAX_URLS || xml.length > MAX_BYTES) {
      failed = true;
      console.log(`${path}: ${count} URLs, ${xml.length} bytes (bar ≤ 50,000 URLs, ≤ 50 MB: MISSED)`);
    }
    if (xml.length > largest.bytes) largest = { path, urls: count, bytes: xml.length, gzipped: body.length };
  }
  console.log(
    `${urls.toLocaleString('en')} URLs; largest file ${largest.path}: ${largest.urls.toLocaleString('en')} URLs, ` +
      `${(largest.bytes / 1e6).toFixed(1)} MB (${(largest.gzipped / 1e6).toFixed(1)} MB gzipped)`,
  );

  for (const path of ['/sitemap.xml', largest.path]) {
    const times = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await get(path);
      times.push(performance.now() - start);
    }
    const { p50, p95, max } = percentiles(times);
    if (p95 > CACHED_BAR_MS) failed = true;
    console.log(
      `cached ${path.padEnd(26)} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `max ${max.toFixed(1)} ms (bar ≤ ${CACHED_BAR_MS} ms: ${p95 <= CACHED_BAR_MS ? 'met' : 'MISSED'})`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;

/** Asks for the index on a cold cache, with a cached API read asked every 20 ms meanwhile. */
async function timedBuild() {
  const probe = loopProbe('/api/settings');
  const started = performance.now();
  const index = await get('/sitemap.xml');
  const ms = performance.now() - started;
  return { index: index.body, ms, worstProbeMs: await probe.stop() };
}

async function touchPublicData(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE sliders SET name = name WHERE false'); // the statement trigger NOTIFYs all the same
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    await client.end();
  }
}

/** GET with gzip accepted; resolves with the raw body once it is all in. */
function get(path) {
  return new Promise((resolve, reject) => {
    request(`${server.base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ body: Buffer.concat(chunks) })
          : reject(new Error(`${path} answered ${res.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Asks for `path` every 20 ms, one at a time; stop() gives the slowest answer's time. */
function loopProbe(path) {
  let worst = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await get(path);
      worst = Math.max(worst, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return worst;
    },
  };
}
