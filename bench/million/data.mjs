// The databases the million-place run measures: real rows of ../shared/data/normalized, the demo
// catalogue, then synthetic movies and places (bench/lib/search-bench-data.mjs's generator) on real
// land positions, kept as PostgreSQL templates so each bench copies one in seconds:
//   ra_10k_tpl      10,000 places,     1,000 movies
//   ra_100k_tpl    100,000 places,    10,000 movies
//   ra_million_tpl 1,000,000 places, 100,000 movies
// Usage: npm run build && node bench/million/data.mjs [10k|100k|million ...]   (default: all three)
// A template that exists already is kept (drop it to build it again) unless an older generator made it.
// Takes 15–30 min for the million on this machine (the places' indexes and generated columns).
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { SeedService } from '../../dist/server/app/seed/seed.service.js';
import { landPoints } from '../map/land-points.mjs';
import { loadBenchData, openBenchDatabase } from '../lib/search-bench-data.mjs';

export const SIZES = {
  '10k': { template: 'ra_10k_tpl', locations: 10_000, movies: 1_000 },
  '100k': { template: 'ra_100k_tpl', locations: 100_000, movies: 10_000 },
  million: { template: 'ra_million_tpl', locations: 1_000_000, movies: 100_000 },
};
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function seeded(seed) {
  return () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

/**
 * Where the synthetic places stand: 70 % spread evenly over land, 30 % around 2,000 "towns" on land
 * (a normal spread of ~10 km), so the map meets both sparse countryside and dense hot spots.
 */
export function placePositions(count, random = seeded(36)) {
  const spread = landPoints(Math.ceil(count * 0.7), random);
  const towns = landPoints(2_000, random);
  const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
  const clustered = Array.from({ length: count - spread.length }, () => {
    const [lng, lat] = towns[Math.floor(random() * towns.length)];
    return [Math.max(-180, Math.min(180, lng + gauss() * 0.1)), Math.max(-85, Math.min(85, lat + gauss() * 0.1))];
  });
  return [...spread, ...clustered];
}

async function admin(sql, params) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * Written on each template (COMMENT ON DATABASE): a template made by an older generator is built
 * again. Bump it when the generated rows change (2: places on Afro-Eurasia too).
 */
const GENERATOR_VERSION = 'reelatlas bench data 2';

/** 'current', 'outdated' (made by another generator version) or 'missing'. */
export async function templateState(template) {
  const { rows } = await admin(
    "SELECT shobj_description(oid, 'pg_database') AS made_by FROM pg_database WHERE datname = $1",
    [template],
  );
  if (!rows.length) return 'missing';
  return rows[0].made_by === GENERATOR_VERSION ? 'current' : 'outdated';
}

async function build({ template, locations, movies }) {
  const state = await templateState(template);
  if (state === 'current') return console.log(`${template}: exists, kept`);
  if (state === 'outdated') {
    console.log(`${template}: made by an older generator, built again`);
    await admin(`DROP DATABASE ${template} WITH (FORCE)`);
  }
  const started = performance.now();
  const building = `${template}_building`;
  await admin(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`); // a killed build's leftovers
  const db = await openBenchDatabase({ keepAs: building });
  try {
    await db.app.get(SeedService).seedIfEmpty(); // the demo catalogue the search relevance set is about
    await loadBenchData(db.app, db, { movies, locations, positions: placePositions(locations) });
  } finally {
    await db.close();
  }
  // Renamed once complete, so a killed build never leaves a template that looks whole.
  await admin(`COMMENT ON DATABASE ${building} IS '${GENERATOR_VERSION}'`);
  await admin(`ALTER DATABASE ${building} RENAME TO ${template}`);
  // The build's writes flushed now, not by a checkpoint while the first benches measure (the
  // location page API at 100k read 9.7 / 10.9 ms p95 in such a run, 7.1 / 6.9 just after).
  await admin('CHECKPOINT');
  console.log(`${template}: built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SIZES);
  for (const name of names) {
    if (!SIZES[name]) throw new Error(`unknown size ${name}: one of ${Object.keys(SIZES).join(', ')}`);
    await build(SIZES[name]);
  }
  if (process.env.BENCH_READY_FILE) writeFileSync(process.env.BENCH_READY_FILE, names.join(' ') + '\n');
}
