// Preloaded into a server under bench (`node --import ./bench/support/loop-delay-probe.mjs …`):
// records the event loop's delay with perf_hooks and, on SIGUSR2, writes the figures since the
// last signal to LOOP_DELAY_FILE as JSON and starts over.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
  writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify(figures));
  histogram.reset();
});
