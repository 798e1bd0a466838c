import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import type { Generation } from '../../server/src/contracts/generation.js';
import { LOST_REASON, REQUEUED_REASON } from '../../server/src/generation/generation-recovery.service.js';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitFor } from '../support/events.js';
import { goodReply, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

// Three worker processes start from the sources, one after another.
jest.setTimeout(180_000);

/**
 * The window under test: a dead worker's generation is taken back within about 1.5 × this. Two
 * seconds: on a busy two-core machine a live worker once missed renewing a one-second lease in time.
 */
const LEASE_MS = 2000;
/** What "within the window" allows on a loaded machine: the lease, half a lease between looks, and slack. */
const RECOVERED_WITHIN_MS = 5 * LEASE_MS;

/**
 * A worker process (`server/src/worker.ts`, the in-process runner on the test database) takes a
 * generation and is killed (SIGKILL) while the model call is in flight. The web process here runs
 * no jobs, only the recovery: it must queue the generation again, or fail it on a second death,
 * within the lease window, and say why.
 */
describe('a generation whose worker process died', () => {
  let fake: FakeOpenAi;
  let db: TestDatabase;
  let web: TestApp;
  let auth: string;
  let worker: { child: ChildProcess; output: () => string } | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-gen-worker-'));
  const http = () => request(web.app.getHttpServer());

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    db = await createTestDatabase();
    web = await startTestApp(
      {
        ...modelEnv(),
        RUN_WORKERS: 'false',
        AUTH_RATE_LIMIT: '1000',
      },
      db,
    );
    ({
      admin: { auth },
    } = await signInAdminAndUser(web.app));
  });
  afterAll(async () => {
    await killWorker();
    await web.close();
    await db.drop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function modelEnv(): Record<string, string> {
    return {
      OPENAI_API_KEY: 'sk-test-not-a-real-key',
      OPENAI_BASE_URL: fake.url,
      GENERATION_LEASE_MS: String(LEASE_MS),
      JOB_ATTEMPTS: '1',
    };
  }

  async function startWorker(): Promise<void> {
    // No REDIS_URL: the in-process runner, on the test database.
    const env: NodeJS.ProcessEnv = { ...process.env, ...modelEnv(), DATABASE_URL: db.url, RUN_RELAY: 'false' };
    env.DATA_DIR = dataDir;
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', './test/support/ts-register.mjs', 'server/src/worker.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker = { child, output: () => output };
    await waitFor(() => output.includes('ReelAtlas worker started') || child.exitCode !== null, 60_000, 'a worker');
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${output}`);
  }

  /** SIGKILL: no shutdown hook runs, the lease is simply no longer renewed. */
  async function killWorker(): Promise<void> {
    const child = worker?.child;
    worker = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  const view = async (id: string) =>
    (await http().get(`/api/admin/generations/${id}`).set('Authorization', auth).expect(200)).body as Generation;

  async function generate(title: string): Promise<Generation> {
    return (await http().post('/api/admin/generations').set('Authorization', auth).send({ title }).expect(202))
      .body as Generation;
  }

  /** Waits until the worker is mid-run (the model asked), kills it, and answers how the generation came back. */
  async function killMidRun(id: string, modelRequests: number): Promise<{ after: Generation; tookMs: number }> {
    await waitFor(() => fake.requests.length >= modelRequests, 30_000, 'the worker to ask the model');
    expect(await view(id)).toMatchObject({ status: 'running', step: 'asking-model' });
    await killWorker();
    const killedAt = Date.now();
    let after: Generation | undefined;
    await waitFor(
      async () => {
        after = await view(id);
        return after.status !== 'running';
      },
      30_000,
      'the generation to be taken back',
    );
    return { after: after!, tookMs: Date.now() - killedAt };
  }

  it('queues it again within the window, and the next worker finishes it', async () => {
    fake.script({ hang: true });
    await startWorker();
    const lost = await generate('Lost Worker');
    const { after, tookMs } = await killMidRun(lost.id, 1);
    expect(after).toMatchObject({ status: 'queued', step: 'queued', restarts: 1, error: REQUEUED_REASON });
    expect(tookMs).toBeLessThan(RECOVERED_WITHIN_MS);

    // A reply slower than three leases: the new worker's heartbeat keeps the generation its own.
    fake.script({ content: JSON.stringify(goodReply('Lost Worker', null)), delayMs: 3 * LEASE_MS });
    await startWorker();
    let done: Generation | undefined;
    await waitFor(async () => (done = await view(lost.id)).status === 'succeeded' || done.status === 'failed', 30_000);
    expect(done).toMatchObject({ status: 'succeeded', step: 'ready', restarts: 1, error: null });
  });

  it('fails it with the reason when its worker dies again', async () => {
    fake.script({ hang: true });
    const doomed = await generate('Doomed Worker');
    const asked = fake.requests.length + 1;
    const first = await killMidRun(doomed.id, asked);
    expect(first.after).toMatchObject({ status: 'queued', restarts: 1 });

    fake.script({ hang: true });
    await startWorker();
    const second = await killMidRun(doomed.id, asked + 1);
    expect(second.after).toMatchObject({ status: 'failed', step: 'failed', restarts: 1, error: LOST_REASON });
    expect(second.tookMs).toBeLessThan(RECOVERED_WITHIN_MS);
  });
});
