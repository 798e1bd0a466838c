// bench/map: 100,000 synthetic locations on real land in a throwaway database, the built server on
// it, /map in Chromium. Prints time to first markers/clusters, the compact payload size (raw and
// gzip), the main thread's long tasks during the first visit (its preview), how long the live map
// takes to start when the mouse first moves over it, a client-side filter timing and a panning frame
// rate.
// Usage: npm run build && node bench/map/run.mjs [count]     Targets: ≤1.5 s, ≤3 MB gzip, ≥30 fps.
import { request } from 'node:http';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startBenchServer } from '../support/server.mjs';
import { landPoints } from './land-points.mjs';

const COUNT = Number(process.argv[2] ?? 100_000);
const MOVIES = 2_000;
const WORDS = [
  'Old',
  'Grand',
  'Royal',
  'Harbour',
  'Station',
  'Bridge',
  'Castle',
  'Market',
  'Café',
  'Plaza',
  'Tower',
  'Garden',
  'Hotel',
  'Chapel',
];
const CITIES = [
  'Springfield',
  'Riverton',
  'São Paulo',
  'Kraków',
  'Zürich',
  'Lakeside',
  'Montréal',
  'Fairview',
  'Oakridge',
  'Bergen',
];
const COUNTRIES = [
  'France',
  'Brazil',
  'Poland',
  'Switzerland',
  'Canada',
  'United States',
  'Norway',
  'Japan',
  'Kenya',
  'Australia',
];

function seeded(seed) {
  return () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  const random = seeded(42);
  const movieIds = (
    await db.query(
      `INSERT INTO movies (slug, title, year) SELECT 'bench-movie-' || i, 'Bench Movie ' || i, 1950 + i % 70 FROM generate_series(1, $1) i RETURNING id`,
      [MOVIES],
    )
  ).rows.map((r) => r.id);
  const points = landPoints(COUNT, random);
  for (let start = 0; start < COUNT; start += 10_000) {
    const slice = points.slice(start, start + 10_000);
    const cols = { slug: [], movie: [], name: [], city: [], country: [], lat: [], lon: [] };
    slice.forEach(([lon, lat], k) => {
      const i = start + k;
      cols.slug.push(`bench-location-${i}`);
      cols.movie.push(movieIds[i % MOVIES]);
      cols.name.push(`${WORDS[i % WORDS.length]} ${WORDS[(i >> 4) % WORDS.length]} ${i}`);
      cols.city.push(CITIES[(i >> 2) % CITIES.length]);
      cols.country.push(COUNTRIES[(i >> 3) % COUNTRIES.length]);
      cols.lat.push(lat);
      cols.lon.push(lon);
    });
    await db.query(
      `INSERT INTO locations (slug, movie_id, name, city, country, latitude, longitude)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[])`,
      [cols.slug, cols.movie, cols.name, cols.city, cols.country, cols.lat, cols.lon],
    );
  }
  await db.query('ANALYZE locations');
  const plan = await db.query(
    `EXPLAIN ANALYZE SELECT slug FROM locations ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth(48.85, 2.35) LIMIT 6`,
  );
  await db.end();
  return plan.rows.map((r) => r['QUERY PLAN']);
}

function bodySize(url, gzip) {
  return new Promise((resolve, reject) => {
    request(url, { headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolve(size));
    })
      .on('error', reject)
      .end();
  });
}

async function measureBrowser(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(recordLongTasks);
  const results = {};
  for (const visit of ['first visit', 'repeat visit (304)']) {
    const started = Date.now();
    await page.goto(`${base}/map`);
    await page.locator('[data-testid=map-cluster], [data-testid=map-marker]').first().waitFor({ timeout: 60_000 });
    results[visit] = Date.now() - started;
    if (visit === 'first visit') {
      results.timeline = await timeline(page);
      results.longTasks = await page.evaluate(() => window.__longTasks);
      results.live = await startLiveMap(page);
    }
  }
  const search = page.getByRole('searchbox', { name: 'Search locations' });
  const typed = Date.now();
  await search.fill('cafe zurich');
  await page.waitForFunction(
    (all) => !document.querySelector('[data-testid=map-count]')?.textContent?.startsWith(all),
    `${COUNT.toLocaleString('en')} `,
  );
  results.filterMs = Date.now() - typed - 300; // minus the 300 ms debounce
  results.filterCount = await page.getByTestId('map-count').textContent();
  await search.fill('');
  await page.waitForTimeout(1500);
  await startLiveMap(page);
  results.fps = await panFps(page);
  await browser.close();
  return results;
}

/**
 * Where the first visit's time went: the app's map:* Performance API marks (see
 * client/src/components/map/map-marks.ts) and when the map's requests started and finished,
 * in ms since navigation start. Waits until the page has settled: the full cluster index built
 * (map:index) and a second without work after it.
 */
async function timeline(page) {
  await page
    .waitForFunction(() => performance.getEntriesByName('map:index').length > 0, null, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const ms = (t) => Math.round(t);
    const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('map:'));
    const wanted = /\/api\/map\/|maplibre|mapbox|MapRoute|ExploreMap|style\.json|supercluster|cluster-worker/;
    const resources = performance
      .getEntriesByType('resource')
      .filter((r) => wanted.test(r.name))
      .map(
        (r) =>
          `${new URL(r.name).pathname.replace(/-[\w-]{8}\.(m?js|css)$/, '.$1')} ${ms(r.startTime)}→${ms(r.responseEnd)} ms (${Math.round(r.encodedBodySize / 1024)} KB)`,
      );
    return [...marks.map((m) => `${m.name} at ${ms(m.startTime)} ms`), ...resources];
  });
}

/**
 * Runs in the page before its own scripts: records every main-thread task over 50 ms (the
 * browser's 'longtask' entries) with its start, so the first visit's worst blocking shows.
 */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The first view is a preview (a picture with the markers); the live map starts when the visitor
 * reaches for it. Moves the mouse over the map and measures until the live map's first complete
 * frame ('load'): the time, and the main thread's long tasks meanwhile.
 */
async function startLiveMap(page) {
  const before = await page.evaluate(() => window.__longTasks?.length ?? 0);
  const started = Date.now();
  await page.mouse.move(700, 450);
  await page.waitForFunction(() => performance.getEntriesByName('map:load').length > 0, null, { timeout: 30_000 });
  const ms = Date.now() - started;
  const tasks = await page.evaluate((from) => (window.__longTasks ?? []).slice(from), before);
  return { ms, longest: Math.max(0, ...tasks.map((task) => task.duration)), count: tasks.length };
}

/** Drags the map for ~3 s with the mouse while counting animation frames. */
async function panFps(page) {
  await page.evaluate(() => {
    window.__frames = 0;
    const tick = () => {
      window.__frames++;
      window.__raf = requestAnimationFrame(tick);
    };
    window.__raf = requestAnimationFrame(tick);
  });
  const started = Date.now();
  await page.mouse.move(900, 500);
  await page.mouse.down();
  for (let i = 0; i < 90; i++) await page.mouse.move(900 - ((i * 7) % 600), 500 + Math.sin(i / 8) * 120);
  await page.mouse.up();
  const frames = await page.evaluate(() => (cancelAnimationFrame(window.__raf), window.__frames));
  return frames / ((Date.now() - started) / 1000);
}

const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? 45000 + Math.floor(Math.random() * 10000)),
  seedDemo: false,
});
try {
  const seedStarted = Date.now();
  const plan = await seed(server.databaseUrl);
  console.log(
    `seeded ${COUNT.toLocaleString('en')} locations on land in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  console.log(`nearest-6 query plan:\n  ${plan.join('\n  ')}`);
  const url = `${server.base}/api/map/locations`;
  const [raw, gz] = [await bodySize(url, false), await bodySize(url, true)];
  console.log(`payload: ${(raw / 1e6).toFixed(2)} MB raw, ${(gz / 1e6).toFixed(2)} MB gzip (target ≤ 3 MB gzip)`);
  const t = Date.now();
  await fetch(`${server.base}/api/locations/near?lat=48.85&lon=2.35&limit=10`).then((r) => r.json());
  console.log(`near-me API round trip: ${Date.now() - t} ms`);
  const browser = await measureBrowser(server.base);
  for (const visit of ['first visit', 'repeat visit (304)'])
    console.log(`/map ${visit}: first markers/clusters after ${browser[visit]} ms (target ≤ 1500 ms)`);
  console.log(`first visit timeline (ms since navigation start):\n  ${browser.timeline.join('\n  ')}`);
  const tasks = browser.longTasks;
  const longest = tasks.reduce((max, task) => (task.duration > max.duration ? task : max), { duration: 0, start: 0 });
  console.log(
    `first visit main-thread long tasks (> 50 ms, until the page settles on its preview): ${tasks.length}, longest ${longest.duration} ms at ${longest.start} ms (target ≤ 200 ms)`,
  );
  console.log(`  ${tasks.map((task) => `${task.duration} ms at ${task.start}`).join(', ')}`);
  console.log(
    `live map on the first mouse-over: drawn after ${browser.live.ms} ms; ${browser.live.count} long tasks meanwhile, longest ${browser.live.longest} ms`,
  );
  console.log(
    `client-side filter "cafe zurich" → ${browser.filterCount} in ~${browser.filterMs} ms after the debounce`,
  );
  console.log(`panning: ${browser.fps.toFixed(1)} fps (target ≥ 30)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
