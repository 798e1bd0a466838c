// Lighthouse 12.8 performance audit of a location page (SPEC §2 location detail) on the built app,
// served from a throwaway database seeded with the demo data. Prints the score and key metrics.
// Usage: npm run build && node bench/lighthouse-location.mjs [slug] [--mobile]   Target: score ≥ 90.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './support/server.mjs';

const args = process.argv.slice(2);
const slug = args.find((arg) => !arg.startsWith('--')) ?? 'old-st-patricks-cathedral-the-godfather';
// Lighthouse's default is a throttled phone; --desktop audits the desktop preset instead.
const desktop = args.includes('--desktop');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const METRICS = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'Time to Interactive'],
];

const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? 46000 + Math.floor(Math.random() * 1000)),
  seedDemo: true,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const url = `${server.base}/locations/${slug}`;
  const config = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
    config,
  );
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse could not audit the page: ${runtimeError.code} ${runtimeError.message}`);
  console.log(
    `Lighthouse ${result.lhr.lighthouseVersion} ${desktop ? 'desktop' : 'mobile (default throttling)'} · ${url}`,
  );
  console.log(`performance score: ${Math.round(categories.performance.score * 100)} (target ≥ 90)`);
  for (const [id, label] of METRICS) console.log(`  ${label}: ${audits[id].displayValue}`);
  const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcp) console.log(`  LCP element: ${lcp}`);
  const shifts = audits['layout-shifts']?.details?.items ?? [];
  for (const shift of shifts.slice(0, 3))
    console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet ?? shift.node?.nodeLabel ?? '?'}`);
  // Where the main thread went: the scripts that cost most and the long tasks (what Total Blocking Time counts).
  const scripts = audits['bootup-time']?.details?.items ?? [];
  for (const item of scripts.slice(0, 4))
    console.log(
      `  script ${shortUrl(item.url)}: ${Math.round(item.total)} ms (${Math.round(item.scripting)} ms scripting)`,
    );
  const tasks = audits['long-tasks']?.details?.items ?? [];
  if (tasks.length)
    console.log(
      `  long tasks: ${tasks
        .slice(0, 6)
        .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${shortUrl(t.url)})`)
        .join('; ')}`,
    );
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (failing.length) console.log(`  opportunities: ${failing.join('; ')}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await chrome.kill();
  await server.stop();
}

function shortUrl(url) {
  return url ? url.replace(/^https?:\/\/[^/]+/, '') : '?';
}
