// How long Best Order takes (issue 33: 50 stops in under 50 ms). Orders random trips of 50, 100
// and 200 stops scattered over a city, from their first stop, and prints p50 and max per size over
// the runs, the first (cold, before the JIT warmed up) call, and how much shorter the walk is than
// always going on to the nearest stop.
//
// Usage: npm run build:server && node bench/trip-order.mjs [--runs 30]
// Bar: max for 50 stops < 50 ms. Exit code 1 when it is missed.
import { performance } from 'node:perf_hooks';
import { bestOrder, greatCircleMetres, seededRandom } from '../dist/server/contracts/trip-planning/index.js';

const BAR_MS = 50;
const SIZES = [50, 100, 200];
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 30);

/** Stops over ~8 × 6 km of Paris, a third of them in small groups (a film's several places on one street). */
function randomTrip(random, count) {
  const stops = [];
  while (stops.length < count) {
    const latitude = 48.83 + random() * 0.055;
    const longitude = 2.28 + random() * 0.11;
    const group = random() < 1 / 3 ? 3 : 1;
    for (let i = 0; i < group && stops.length < count; i++) {
      stops.push({ latitude: latitude + (random() - 0.5) * 0.002, longitude: longitude + (random() - 0.5) * 0.003 });
    }
  }
  return stops;
}

const walkLength = (stops) => stops.slice(1).reduce((sum, stop, i) => sum + greatCircleMetres(stops[i], stop), 0);

function nearestStopWalk(stops) {
  const left = stops.slice(1);
  const walk = [stops[0]];
  while (left.length > 0) {
    const here = walk[walk.length - 1];
    let closest = 0;
    for (let i = 1; i < left.length; i++) {
      if (greatCircleMetres(here, left[i]) < greatCircleMetres(here, left[closest])) closest = i;
    }
    walk.push(left.splice(closest, 1)[0]);
  }
  return walk;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

const random = seededRandom(33);
const results = [];
for (const size of SIZES) {
  const times = [];
  const savings = [];
  let first;
  for (let run = 0; run < runs; run++) {
    const stops = randomTrip(random, size);
    const started = performance.now();
    const ordered = bestOrder(stops, 0);
    const elapsed = performance.now() - started;
    first ??= elapsed;
    times.push(elapsed);
    savings.push(1 - walkLength(ordered) / walkLength(nearestStopWalk(stops)));
  }
  times.sort((a, b) => a - b);
  const saving = (100 * savings.reduce((a, b) => a + b, 0)) / savings.length;
  results.push({ size, p50: percentile(times, 0.5), max: times[times.length - 1] });
  console.log(
    `${String(size).padStart(3)} stops: p50 ${ms(percentile(times, 0.5))}, max ${ms(times[times.length - 1])}, ` +
      `first call ${ms(first)} (${runs} runs); walk ${saving.toFixed(1)} % shorter than nearest-stop order`,
  );
}

const fifty = results.find((result) => result.size === 50);
const passed = fifty.max < BAR_MS;
console.log(`Bar: 50 stops in under ${BAR_MS} ms (max): ${passed ? 'met' : 'MISSED'}`);
process.exitCode = passed ? 0 : 1;
