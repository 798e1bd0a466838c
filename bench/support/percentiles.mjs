// The latency figures the benches print: nearest-rank percentiles of a list of times.

/** p50, p95, p99 and max of `times` (ms); the list is not changed. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) };
}
