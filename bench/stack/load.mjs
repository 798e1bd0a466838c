// The steady load of the fault tests (issue 35): public reads and admin writes through the proxy, from
// a client of our own rather than autocannon, because each answer is kept (status, latency, when,
// which request) and the checks are made on them: which requests failed, while what was broken.
import { createHash, randomBytes } from 'node:crypto';

/** Every request gives up after this: "never hang past 5 s" is checked on the latencies, not here. */
const REQUEST_TIMEOUT_MS = 15_000;

/** One request: its answer's status ('error: <code>' when none came), latency and when it started. */
export async function timedRequest(base, { method = 'GET', path, body, headers = {} }) {
  const started = Date.now();
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    return {
      method,
      path,
      started,
      ms: performance.now() - t0,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      json: parseJson(text),
    };
  } catch (error) {
    const code = error.cause?.code ?? error.name ?? 'error';
    return { method, path, started, ms: performance.now() - t0, status: `error: ${code}`, retryAfter: null };
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The public reads of the mix: what visitors and crawlers ask most. */
export function publicReads(slugs) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const reads = [
    () => ({ path: '/api/movies' }),
    () => ({ path: `/api/movies/${pick(slugs)}` }),
    () => ({ path: '/api/search?q=the' }),
    () => ({ path: '/api/settings' }),
  ];
  return () => pick(reads)();
}

/** A word no other movie's title has, made from `tag`: a search for it finds that movie alone. */
export const uniqueWord = (tag) => `w${createHash('sha256').update(tag).digest('hex').slice(0, 10)}`;

/** A new movie as POST /api/admin/movies takes it; `tag` makes its title and slug unique and findable. */
export function newMovie(tag) {
  return {
    title: `Stack ${tag} ${uniqueWord(tag)}`,
    slug: `stack-${tag}`,
    year: 2001,
    director: null,
    description: null,
    poster_url: null,
    backdrop_url: null,
    genres: [],
    imdb_id: null,
  };
}

/**
 * Runs `connections` loops, each sending the next request of `next()` as soon as the last one was
 * answered, until `stop()` is called (or `total` requests were sent). Resolves with every result.
 */
export function steadyLoad(base, { next, connections = 4, total = Infinity, pauseMs = 0 }) {
  const results = [];
  let sent = 0;
  let stopped = false;
  const loop = async () => {
    while (!stopped && sent < total) {
      sent += 1;
      const result = await timedRequest(base, next(sent));
      results.push(result);
      // No answer at all (nothing listens): a short pause, not a busy loop of refused connections.
      const pause = typeof result.status === 'number' ? pauseMs : Math.max(pauseMs, 50);
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const done = Promise.all(Array.from({ length: connections }, loop)).then(() => results);
  return {
    results,
    done,
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

/** Signs in through the proxy; returns the Authorization header value. */
export async function signIn(base, email, password) {
  const res = await timedRequest(base, { method: 'POST', path: '/api/auth/login', body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return `Bearer ${res.json.access_token}`;
}

/** An admin account made with the CLI (`user:create --admin`), signed in through the proxy. */
export async function createAdmin(stack) {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('base64url');
  await stack.cli(['user:create', '--email', email, '--password-stdin', '--admin'], `${password}\n`);
  return { email, password, auth: await signIn(stack.url, email, password) };
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** requests, errors by status, p50/p99/max latency of a list of results. */
export function summarize(results) {
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const ms = results.map((r) => r.ms);
  const failed = results.filter((r) => typeof r.status !== 'number' || r.status >= 400);
  return {
    requests: results.length,
    failed: failed.length,
    byStatus,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    max: Math.round(Math.max(0, ...ms)),
  };
}

const statusText = (byStatus) =>
  Object.entries(byStatus)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

/**
 * Prints the figures of one fault run: one row per group of requests (requests, errors by status,
 * p50/p99/max ms), then the other figures (events written vs indexed, jobs run vs expected...).
 */
export function printFigures(title, groups, figures = {}) {
  const rows = Object.entries(groups).map(([name, results]) => {
    const s = summarize(results);
    return {
      requests: name,
      n: s.requests,
      failed: s.failed,
      'by status': statusText(s.byStatus),
      'p50 ms': s.p50,
      'p99 ms': s.p99,
      'max ms': s.max,
    };
  });
  const lines = [`\n── ${title} ──`, table(rows)];
  // What the failures said (status and message), so a red run shows which part answered them.
  const said = new Map();
  for (const r of Object.values(groups).flat())
    if (typeof r.status !== 'number' || r.status >= 400) {
      const key = `${r.status} ${r.json?.message ?? ''}`.trim();
      said.set(key, (said.get(key) ?? 0) + 1);
    }
  if (said.size > 0)
    figures = {
      ...figures,
      'failures said': [...said].map(([what, n]) => `${n}× ${what}`.slice(0, 120)).join('; '),
    };
  const extra = Object.entries(figures);
  if (extra.length > 0) lines.push(table(extra.map(([figure, value]) => ({ figure, value: String(value) }))));
  console.log(lines.join('\n'));
}

/** A plain text table (console.table's box characters clutter CI logs). */
export function table(rows) {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n');
}
