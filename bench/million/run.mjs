// The million-place run (issue 36): every bar of the issue at 10,000, 100,000 and 1,000,000 places,
// so the curve shows how cost grows with size. Each bench runs in its own process on a copy of the
// size's template database (bench/million/data.mjs builds them first when missing; ~15 min for the
// million here), one after the other so none measures another's load.
// Usage: npm run build && node bench/million/run.mjs [10k|100k|million ...]   (default: all three)
// Not part of npm test: the whole run takes up to ~30 min on this machine. Output: the benches' own
// lines under a heading per size and bench, then a summary of the lines that name a bar.
import { spawn } from 'node:child_process';
import { SIZES } from './data.mjs';

/** The benches: each is given BENCH_TEMPLATE (the size's template); those that take a size name get it too. */
const BENCHES = [
  { name: 'search', args: ['bench/search.mjs'] },
  { name: 'map', args: ['bench/map/views.mjs'] },
  { name: 'html', args: ['bench/html.mjs'] },
  { name: 'sitemap', args: ['bench/sitemap.mjs'] },
  { name: 'location page API', args: ['bench/location-page.mjs'] },
  { name: 'admin tables', args: (size) => ['bench/admin-lists.mjs', size] },
  { name: 'csv import', args: (size) => ['bench/import.mjs', size] },
];

function run(args, env) {
  return new Promise((resolve) => {
    const lines = [];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      lines.push(...chunk.split('\n').filter(Boolean));
    });
    child.on('exit', (code) => resolve({ code, lines }));
  });
}

const sizes = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SIZES);
const unknown = sizes.filter((size) => !SIZES[size]);
if (unknown.length) throw new Error(`unknown size ${unknown.join(', ')}: one of ${Object.keys(SIZES).join(', ')}`);

const started = performance.now();
const data = await run(['bench/million/data.mjs', ...sizes], {});
if (data.code !== 0) process.exit(data.code ?? 1);

const summary = [];
// The HTML bar is also measured where it was first set: the demo's 125 places.
console.log('\n=== demo (125 places): html ===');
const demo = await run(['bench/html.mjs'], {});
summary.push(`demo html${demo.code ? ` (exit ${demo.code})` : ''}:`);
summary.push(...demo.lines.filter((line) => /\bbars?\b|met|MISSED|ratio/.test(line)).map((line) => `  ${line}`));
for (const size of sizes) {
  for (const bench of BENCHES) {
    const args = typeof bench.args === 'function' ? bench.args(size) : bench.args;
    console.log(`\n=== ${size} (${SIZES[size].locations.toLocaleString('en')} places): ${bench.name} ===`);
    const benchStarted = performance.now();
    const { code, lines } = await run(args, { BENCH_TEMPLATE: SIZES[size].template });
    const seconds = ((performance.now() - benchStarted) / 1000).toFixed(0);
    summary.push(`${size} ${bench.name} (${seconds} s${code ? `, exit ${code}` : ''}):`);
    summary.push(...lines.filter((line) => /\bbars?\b|met|MISSED/.test(line)).map((line) => `  ${line}`));
  }
}
console.log(`\n=== summary (${((performance.now() - started) / 60_000).toFixed(1)} min) ===`);
console.log(summary.join('\n'));
