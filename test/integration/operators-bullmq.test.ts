import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { BullMqQueue } from '../../server/src/jobs/adapters/bullmq.queue.js';
import { JobQueue } from '../../server/src/jobs/queue.port.js';
import { Metrics, serveMetrics, type MetricsServer } from '../../server/src/metrics/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { adminHeaders } from '../support/auth.js';
import { recordingHandler, waitForDrainedQueue, writeMovies } from '../support/events.js';
import { parsePrometheus, sampleValue } from '../support/prometheus.js';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services.js';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-tests-0123456789';
const PREFIX = `ra_ops_${randomBytes(4).toString('hex')}`;

/** Issue 35 on BullMQ: the per-minute history from BullMQ's own metrics, job metrics, a worker's /metrics port. */
describeWithRedis('operators on BullMQ', () => {
  let t: TestApp;
  let workerMetrics: MetricsServer;

  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      RUN_WORKERS: 'true',
      JOB_ATTEMPTS: '2',
      JOB_BACKOFF_MS: '20',
      OUTBOX_POLL_MS: '100',
      METRICS_TOKEN: TOKEN,
    });
    const failing = new Set<string>();
    recordingHandler(t.app, 'test.ops', (id) => failing.has(id));
    await writeMovies(t.app, 1, (id) => failing.add(id));
    await writeMovies(t.app, 3);
    await waitForDrainedQueue(t.app);
    // What `npm run worker` serves with METRICS_PORT: this process's registry on a port of its own.
    workerMetrics = await serveMetrics(t.app.get(Metrics), { port: 0, host: '127.0.0.1', token: TOKEN });
  });
  afterAll(async () => {
    await workerMetrics?.close();
    await (t.app.get(JobQueue) as BullMqQueue).obliterate();
    await t.close();
  });

  it('charts the last hour from BullMQ’s per-minute metrics', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/admin/queues/history')
      .set(await adminHeaders(t.app))
      .expect(200);
    const events = res.body.queues.find((q: { name: string }) => q.name === 'domain-events').points as {
      minute: string;
      completed: number;
      failed: number;
    }[];
    expect(events).toHaveLength(60);
    // Every movie.saved goes to each handler (the search ones and test.ops): the three good
    // movies' jobs completed; the broken one's test.ops job failed for good on its second attempt.
    expect(events.reduce((sum, p) => sum + p.completed, 0)).toBeGreaterThanOrEqual(3);
    expect(events.reduce((sum, p) => sum + p.failed, 0)).toBe(1);
    // All of it happened in the last minute or two: the newest points.
    expect(events.slice(0, 57).every((p) => p.completed === 0 && p.failed === 0)).toBe(true);
  });

  it('counts job runs and reads the queue counts from Redis', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    const { samples } = parsePrometheus(res.text);
    expect(
      sampleValue(samples, 'reelatlas_job_duration_seconds_count', { queue: 'domain-events', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(3);
    expect(sampleValue(samples, 'reelatlas_job_failures_total', { queue: 'domain-events', final: 'false' })).toBe(1);
    expect(sampleValue(samples, 'reelatlas_job_failures_total', { queue: 'domain-events', final: 'true' })).toBe(1);
    expect(
      sampleValue(samples, 'reelatlas_queue_jobs', { queue: 'domain-events', state: 'failed', adapter: 'bullmq' }),
    ).toBe(1);
    expect(samples.filter((s) => s.name === 'reelatlas_metrics_collector_up' && s.value !== 1)).toEqual([]);
  });

  it('serves a worker’s metrics on its own port with the same token', async () => {
    const url = `http://127.0.0.1:${workerMetrics.port}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const { samples } = parsePrometheus(await res.text());
    expect(
      sampleValue(samples, 'reelatlas_job_duration_seconds_count', { queue: 'domain-events' }),
    ).toBeGreaterThanOrEqual(4);
  });
});
