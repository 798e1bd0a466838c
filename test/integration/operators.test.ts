import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EmbeddedPostgres } from '../../server/src/database/embedded-postgres.js';
import { migrateDatabase } from '../../server/src/database/migrate.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { adminHeaders } from '../support/auth.js';
import { freePort } from '../support/built-server.js';
import { recordingHandler, waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';
import { createMovie } from '../support/factories.js';
import { parsePrometheus, sampleValue } from '../support/prometheus.js';

jest.setTimeout(120_000);

const TOKEN = 'metrics-token-for-tests-0123456789';

/** Issue 35, operators: GET /metrics, liveness and readiness, the per-minute queue history. */
describe('GET /metrics', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const scrape = async () => {
    const res = await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return parsePrometheus(res.text);
  };

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN, JOB_ATTEMPTS: '2', JOB_BACKOFF_MS: '20', OUTBOX_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another one (401), in constant time', async () => {
    await http().get('/metrics').expect(401);
    await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await http()
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(1)}`)
      .expect(401);
    await http().get('/metrics').set('Authorization', TOKEN).expect(401);
    // An admin's session is not the metrics token.
    await http()
      .get('/metrics')
      .set(await adminHeaders(t.app))
      .expect(401);
  });

  it('is not under /api, not in the OpenAPI document and not in robots.txt as a page', async () => {
    await http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    const doc = await http().get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths as object).filter((p) => p.includes('metrics'))).toEqual([]);
    const robots = await http().get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /metrics');
  });

  it('counts requests by route template and status, never by raw URL', async () => {
    const movie = await createMovie(t.app.get(DataSource), { title: 'Metrics Movie' });
    await http().get('/api/movies').expect(200);
    await http().get(`/api/movies/${movie.slug}`).expect(200);
    await http().get(`/api/movies/${movie.slug}`).expect(200); // a read-cache hit, counted all the same
    await http().get('/api/movies/no-such-movie-here').expect(404);
    await http().get('/api/no/such/route/anywhere').expect(404);

    const { samples, types } = await scrape();
    expect(types.get('reelatlas_http_requests_total')).toBe('counter');
    expect(types.get('reelatlas_http_request_duration_seconds')).toBe('histogram');
    const requests = (labels: Record<string, string>) => sampleValue(samples, 'reelatlas_http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/api/movies', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'GET', route: '/api/movies/:slug', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(requests({ method: 'GET', route: '/api/movies/:slug', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    const routes = new Set(
      samples.filter((s) => s.name === 'reelatlas_http_requests_total').map((s) => s.labels.route),
    );
    expect([...routes].filter((route) => route.includes(movie.slug) || route.includes('no-such'))).toEqual([]);
    expect(
      sampleValue(samples, 'reelatlas_http_request_duration_seconds_count', { route: '/api/movies/:slug' }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('shows job runs, queue counts, the outbox, the search index and generation tokens', async () => {
    const failing = new Set<string>();
    recordingHandler(t.app, 'test.metrics', (id) => failing.has(id));
    const [broken] = await writeMovies(t.app, 1, (id) => failing.add(id));
    await writeMovies(t.app, 2);
    await waitForDrainedQueue(t.app);
    await t.app.get(DataSource).query(`INSERT INTO generation_token_usage (day, tokens) VALUES ('2026-01-01', 1234)`);

    const { samples, types } = await scrape();
    expect(broken).toBeDefined();
    expect(
      sampleValue(samples, 'reelatlas_job_duration_seconds_count', { queue: 'domain-events', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sampleValue(samples, 'reelatlas_job_failures_total', {
        queue: 'domain-events',
        name: 'handle-domain-event',
        final: 'true',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'reelatlas_queue_jobs', { queue: 'domain-events', state: 'failed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'reelatlas_queue_jobs', { queue: 'generation', state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'reelatlas_outbox_backlog', { kind: 'pending' })).toBe(0);
    expect(sampleValue(samples, 'reelatlas_outbox_oldest_age_seconds')).toBe(0);
    const movies = Number((await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM movies`))[0].n);
    expect(sampleValue(samples, 'reelatlas_search_index_documents', { index: 'movies' })).toBe(movies);
    expect(sampleValue(samples, 'reelatlas_search_index_lag_documents', { index: 'movies' })).toBe(0);
    expect(types.get('reelatlas_generation_tokens_used_total')).toBe('counter');
    expect(sampleValue(samples, 'reelatlas_generation_tokens_used_total')).toBeGreaterThanOrEqual(1234);
    expect(sampleValue(samples, 'reelatlas_generation_tokens_today', { kind: 'budget' })).toBe(500_000);
    // Every scrape-time collector answered, and the process's default metrics are there.
    expect(samples.filter((s) => s.name === 'reelatlas_metrics_collector_up' && s.value !== 1)).toEqual([]);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('serves every metric the Grafana dashboard asks for', async () => {
    const dashboard = JSON.parse(await readFile('deploy/grafana/reelatlas-dashboard.json', 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(15);
    const asked = new Set(
      exprs.flatMap((expr) => [...expr.matchAll(/\b((?:reelatlas|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1])),
    );
    const { types } = await scrape();
    const family = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
    expect([...asked].filter((name) => !types.has(name) && !types.has(family(name)))).toEqual([]);
  });

  it('lists the last hour per queue, a point a minute, for admins only', async () => {
    const url = '/api/admin/queues/history';
    await http().get(url).expect(401);
    const res = await http()
      .get(url)
      .set(await adminHeaders(t.app))
      .expect(200);
    expect(res.body.minutes).toBe(60);
    expect(res.body.queues.map((q: { name: string }) => q.name)).toEqual(['domain-events', 'generation']);
    const events = res.body.queues[0].points as { minute: string; completed: number; failed: number }[];
    expect(events).toHaveLength(60);
    const current = Math.floor(Date.now() / 60_000) * 60_000;
    expect(Date.parse(events[59].minute)).toBeGreaterThanOrEqual(current - 60_000);
    expect(Date.parse(events[1].minute) - Date.parse(events[0].minute)).toBe(60_000);
    // The jobs of the test above finished within the last minutes: two or more completed, one failed.
    expect(events.reduce((sum, p) => sum + p.completed, 0)).toBeGreaterThanOrEqual(2);
    expect(events.reduce((sum, p) => sum + p.failed, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /metrics: the outbox backlog', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No relay in this process: a recorded event stays in the outbox.
    t = await startTestApp({ METRICS_TOKEN: TOKEN, RUN_RELAY: 'false' });
  });
  afterAll(() => t.close());

  it('shows events waiting and the age of the oldest', async () => {
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO outbox (type, payload, created_at) VALUES ('movie.saved', '{}', now() - interval '90 seconds')`,
      );
    const res = await request(t.app.getHttpServer())
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    const { samples } = parsePrometheus(res.text);
    expect(sampleValue(samples, 'reelatlas_outbox_backlog', { kind: 'pending' })).toBe(1);
    expect(sampleValue(samples, 'reelatlas_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(89);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('does not exist (404), whatever is sent', async () => {
    await request(t.app.getHttpServer()).get('/metrics').expect(404);
    await request(t.app.getHttpServer()).get('/metrics').set('Authorization', 'Bearer ').expect(404);
    await request(t.app.getHttpServer()).get('/metrics').set('Authorization', 'Bearer anything').expect(404);
  });
});

describe('liveness and readiness', () => {
  let t: TestApp;
  let embedded: EmbeddedPostgres;
  let dataDir: string;
  let sharedRoot: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    // A PostgreSQL of this suite's own, to stop under the running app (never the machine's).
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ra-ready-'));
    sharedRoot = await mkdtemp(path.join(os.tmpdir(), 'ra-ready-shared-'));
    // A fixed port, so the server started again is where the app's pool looks for it.
    embedded = new EmbeddedPostgres({ dataDir, sharedRoot, port: await freePort() });
    const url = await embedded.start();
    await migrateDatabase(url);
    t = await startTestApp({}, { url, name: 'reelatlas', drop: async () => undefined });
  });
  afterAll(async () => {
    await t?.close();
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(sharedRoot, { recursive: true, force: true });
  });

  it('is live and ready while PostgreSQL answers and the migrations have run', async () => {
    const live = await http().get('/api/health/live').expect(200);
    expect(live.body.status).toBe('alive');
    const ready = await http().get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      failed: [],
      database: { state: 'up' },
      migrations: { state: 'up' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    await http().get('/api/health').expect(200);
  });

  it('is not ready while a migration of this build has not run', async () => {
    const ds = t.app.get(DataSource);
    const [last] = await ds.query(`SELECT * FROM migrations ORDER BY id DESC LIMIT 1`);
    await ds.query(`DELETE FROM migrations WHERE id = $1`, [last.id]);
    try {
      const res = await http().get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'not ready', failed: ['migrations'] });
      expect(res.body.migrations.pending).toEqual([last.name]);
      await http().get('/api/health/live').expect(200);
    } finally {
      await ds.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [
        last.id,
        last.timestamp,
        last.name,
      ]);
    }
    await http().get('/api/health/ready').expect(200);
  });

  it('is not ready, and says why within about a second, while PostgreSQL is down; still live', async () => {
    await embedded.stop();
    const started = Date.now();
    const res = await http().get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.body).toMatchObject({ status: 'not ready', database: { state: 'down' }, migrations: { state: 'down' } });
    expect(res.body.failed).toEqual(['database', 'migrations']);
    await http().get('/api/health/live').expect(200);
    await http().get('/api/health').expect(503);

    await embedded.start();
    await waitFor(
      async () => (await http().get('/api/health/ready')).status === 200,
      30_000,
      'readiness after PostgreSQL is back',
    );
  });
});
