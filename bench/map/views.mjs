// bench/map/views.mjs: /map on a copy of a bench/million/data.mjs template (issue 36's bars).
// Prints where /map clusters (browser below MAP_FULL_PAYLOAD_MAX, server above), the web process's
// RSS (started, search index loaded, map index built), the first markers of a cold visit, the gzip
// bytes of a set of views (world, continent, city and street zoom at dense and sparse places) or of
// the whole payload, and the time from a move's end to its markers in Chromium.
// Usage: npm run build && BENCH_TEMPLATE=ra_million_tpl node bench/map/views.mjs
//   BENCH_TEMPLATE  ra_10k_tpl | ra_100k_tpl | ra_million_tpl (default ra_100k_tpl)
//   MAP_FULL_PAYLOAD_MAX  passed to the server (e.g. 0 to cluster on the server at any size)
// Bars: first markers ≤ 1.5 s; ≤ 200 kB gzip per view; markers ≤ 300 ms after a move ends; RSS ≤ 600 MB.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startBenchServer } from '../support/server.mjs';

const TEMPLATE = process.env.BENCH_TEMPLATE ?? 'ra_100k_tpl';
const SCREEN = { width: 1280, height: 800 };

/** [name, longitude, latitude, zoom]: dense = the real rows of Paris and San Francisco, sparse = outback and tundra. */
const VIEWS = [
  ['world', 0, 20, 1],
  ['world, zoom 2', 0, 20, 2],
  ['continent (North America)', -100, 45, 4],
  ['city, dense (San Francisco)', -122.42, 37.77, 11],
  ['city, dense (Paris)', 2.34, 48.86, 12],
  ['street, dense (Paris)', 2.34, 48.86, 16],
  ['city, sparse (Australian outback)', 133, -25, 11],
  ['street, sparse (Canadian tundra)', -100, 60, 15],
  ['region (Brazil)', -50, -12, 6],
];

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, size }));
    })
      .on('error', reject)
      .end();
  });
}

/** The bbox a 1280×800 screen shows at this centre and zoom (Web Mercator, 512 px tiles). */
function bboxOf(longitude, latitude, zoom) {
  const world = 512 * 2 ** zoom;
  const x = ((longitude + 180) / 360) * world;
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  const lng = (px) => (px / world) * 360 - 180;
  const lat = (py) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;
  return [
    lng(x - SCREEN.width / 2),
    lat(Math.min(world, y + SCREEN.height / 2)),
    lng(x + SCREEN.width / 2),
    lat(Math.max(0, y - SCREEN.height / 2)),
  ];
}

async function waitFor(what, check, ms) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready after ${ms} ms`);
}

/**
 * Runs in the page: logs each move's end (BaseMap writes data-zoom/center on the map's section at
 * moveend; the preview's section is replaced by the live map's, so the whole document is watched)
 * and each change of the marker buttons.
 */
function recordMoves() {
  window.__moves = [];
  window.__markerChanges = [];
  const isMarker = (node) =>
    node.nodeType === 1 && (node.matches('[data-marker-key]') || node.querySelector('[data-marker-key]'));
  new MutationObserver((records) => {
    const now = performance.now();
    if (records.some((r) => r.type === 'attributes' && r.target.getAttribute('data-testid') === 'map'))
      window.__moves.push(now);
    if (records.some((r) => r.type === 'childList' && [...r.addedNodes, ...r.removedNodes].some(isMarker)))
      window.__markerChanges.push(now);
  }).observe(document, {
    attributes: true,
    attributeFilter: ['data-center', 'data-zoom'],
    childList: true,
    subtree: true,
  });
}

/**
 * Moves the live map (cluster presses, drags, zoom-outs) and measures, per move, the time from its
 * end (data-zoom/center written on moveend) to the first change of the markers after the view's
 * answer arrived (server) or after the move (browser).
 */
async function moveTimes(page) {
  const times = [];
  const moves = [
    ...Array(4).fill(async () =>
      page
        .getByRole('button', { name: /^[\d,]+ locations$/ })
        .first()
        .click(),
    ),
    ...[200, -300, 250, -200].map((dx) => async () => {
      await page.mouse.move(640, 450);
      await page.mouse.down();
      await page.mouse.move(640 + dx, 450 + dx / 3, { steps: 8 });
      await page.mouse.up();
    }),
    ...Array(2).fill(async () => page.getByRole('button', { name: 'Zoom out' }).click()),
  ];
  for (const move of moves) {
    const before = await page.evaluate(() => ({ moves: window.__moves.length, now: performance.now() }));
    await move().catch(() => undefined);
    await page.waitForFunction((n) => window.__moves.length > n, before.moves, { timeout: 10_000 }).catch(() => null);
    await page.waitForTimeout(1200);
    const measured = await page.evaluate((since) => {
      const end = window.__moves.filter((t) => t > since).at(-1);
      if (end === undefined) return null;
      const views = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/api/map/view') && r.startTime >= end - 5);
      const answered = views.length ? Math.max(...views.map((r) => r.responseEnd)) : end;
      const shown = window.__markerChanges.find((t) => t >= answered);
      return { answer: answered - end, markers: (shown ?? answered) - end, requests: views.length };
    }, before.now);
    if (measured) times.push(measured);
  }
  return times;
}

const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? 45100 + Math.floor(Math.random() * 100)),
  seedDemo: false,
  template: TEMPLATE,
});
try {
  const base = server.base;
  console.log(`template ${TEMPLATE}; web process RSS at start: ${rssMb(server.pid)} MB`);
  const searchMs = await waitFor('search', async () => (await fetch(`${base}/api/search?q=paris`)).ok, 900_000);
  console.log(`search answers after ${searchMs} ms; RSS ${rssMb(server.pid)} MB`);
  const config = await (await fetch(`${base}/api/map/config`)).json();
  const started = Date.now();
  const overview = await gzipBytes(`${base}/api/map/overview`);
  const summary = await (await fetch(`${base}/api/map/summary`)).json().catch(() => null);
  console.log(
    `clustering: ${config.clustering}; the first overview (building the map's index or payload) took ${Date.now() - started} ms${summary?.count ? `; ${summary.count.toLocaleString('en')} locations` : ''}`,
  );
  console.log(
    `overview: ${(overview.size / 1024).toFixed(1)} kB gzip; RSS with the map built: ${rssMb(server.pid)} MB`,
  );
  if (config.clustering === 'server') {
    for (const [name, lon, lat, zoom] of [...VIEWS, ...VIEWS.map(([n, ...rest]) => [`${n}, again`, ...rest])]) {
      const url = `${base}/api/map/view?zoom=${zoom}&bbox=${bboxOf(lon, lat, zoom).join(',')}`;
      const t = performance.now();
      const { status, size } = await gzipBytes(url);
      const ms = performance.now() - t;
      const items = status === 200 ? (await (await fetch(url)).json()).items.length : 0;
      console.log(
        `  view ${name} (zoom ${zoom}): ${status}, ${(size / 1024).toFixed(1)} kB gzip, ${items} markers, ${ms.toFixed(0)} ms`,
      );
    }
    const filterStarted = performance.now();
    const filtered = await (await fetch(`${base}/api/map/summary?q=cafe`)).json();
    console.log(`  filter "cafe": ${filtered.count} found in ${(performance.now() - filterStarted).toFixed(0)} ms`);
    const payload = await gzipBytes(`${base}/api/map/locations`);
    console.log(`  /api/map/locations: ${payload.status} (never sent above MAP_FULL_PAYLOAD_MAX)`);
  } else {
    const payload = await gzipBytes(`${base}/api/map/locations`);
    console.log(`  the whole payload, once per data version: ${(payload.size / 1e6).toFixed(2)} MB gzip`);
  }
  console.log(`RSS after the views: ${rssMb(server.pid)} MB`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: SCREEN });
  await page.addInitScript(recordMoves);
  const visit = Date.now();
  await page.goto(`${base}/map`);
  await page.locator('[data-testid=map-cluster], [data-testid=map-marker]').first().waitFor({ timeout: 60_000 });
  console.log(`/map cold visit: first markers after ${Date.now() - visit} ms (bar ≤ 1500 ms)`);
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('map:'))
      .map((m) => `${m.name} ${Math.round(m.startTime)}`),
  );
  console.log(`  marks (ms since navigation): ${marks.join(', ')}`);
  await page.mouse.move(700, 450);
  await page.waitForFunction(() => performance.getEntriesByName('map:load').length > 0, null, { timeout: 60_000 });
  const times = await moveTimes(page);
  const sorted = (key) => times.map((t) => t[key]).sort((a, b) => a - b);
  const ms = (list) => list.map((t) => Math.round(t)).join(', ');
  console.log(`move end → markers (ms, sorted, ${times.length} moves): ${ms(sorted('markers'))} (bar ≤ 300 ms)`);
  console.log(
    `move end → view answered (ms): ${ms(sorted('answer'))}; requests per move: ${times.map((t) => t.requests).join(' ')}`,
  );
  await browser.close();
  console.log(`RSS at the end: ${rssMb(server.pid)} MB (bar ≤ 600 MB)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
