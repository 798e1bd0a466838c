// What the benches take from their command line and environment, read one way for all of them.

/** A number given as `--name value` on the command line, else the fallback. */
export function numberOption(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}

/**
 * Which data a bench server runs on: a copy of BENCH_TEMPLATE (bench/million/data.mjs), the database
 * BENCH_DATABASE names (kept), or else a new database with the demo seed; `label` says which.
 */
export function benchData() {
  const template = process.env.BENCH_TEMPLATE;
  const own = process.env.BENCH_DATABASE;
  return { template, seedDemo: !template && !own, label: own ?? template ?? 'demo seed' };
}
