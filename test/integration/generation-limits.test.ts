import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Generation, GeneratorConfig } from '../../server/src/contracts/generation.js';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { goodReply, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

/** Tokens the fake model reports per reply (prompt 120 + completion 480). */
const TOKENS_PER_REPLY = 600;

const counts = async (t: TestApp) => {
  const [row] = await t.app.get(DataSource).query(
    `SELECT (SELECT count(*)::int FROM generations) AS generations,
            (SELECT count(*)::int FROM queued_jobs WHERE queue = 'generation') AS jobs`,
  );
  return row as { generations: number; jobs: number };
};

async function waitForEnd(t: TestApp, auth: string, id: string): Promise<Generation> {
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const g = (await request(t.app.getHttpServer()).get(`/api/admin/generations/${id}`).set('Authorization', auth))
      .body as Generation;
    if (g.status === 'succeeded' || g.status === 'failed') return g;
  }
  throw new Error(`generation ${id} did not end`);
}

/** What AI generation may cost: a rate per admin and a daily token budget for the site (README, Security). */
describe('generation cost limits', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const modelEnv = () => ({ OPENAI_API_KEY: 'sk-test-not-a-real-key', OPENAI_BASE_URL: fake.url, JOB_ATTEMPTS: '1' });

  describe('per admin', () => {
    let t: TestApp;
    beforeAll(async () => {
      // No workers: every queued generation stays in the queue, where the test counts it.
      t = await startTestApp({ ...modelEnv(), RUN_WORKERS: 'false', AUTH_RATE_LIMIT: '1000' });
    });
    afterAll(() => t.close());

    it("refuses an admin's 11th generation in a minute with 429 and queues nothing", async () => {
      const { admin } = await signInAdminAndUser(t.app);
      const post = (title: string, auth = admin.auth) =>
        request(t.app.getHttpServer()).post('/api/admin/generations').set('Authorization', auth).send({ title });
      // Sent together, as a burst: each is counted after the one before it.
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(`Burst film ${i}`)));
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(202));
      expect(await counts(t)).toEqual({ generations: 10, jobs: 10 });

      const refused = await post('The eleventh film').expect(429);
      expect(refused.body.message).toMatch(
        /^You can start 10 generations a minute\. Nothing was queued: try again in \d+ s\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await counts(t)).toEqual({ generations: 10, jobs: 10 });

      // The limit is the admin's own: another admin still may.
      const other = (await signInAdminAndUser(t.app)).admin;
      await post('Another admin film', other.auth).expect(202);
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('site-wide daily tokens', () => {
    let t: TestApp;
    let auth: string;
    const config = async () =>
      (await request(t.app.getHttpServer()).get('/api/admin/generations/config').set('Authorization', auth).expect(200))
        .body as GeneratorConfig;
    const generate = (title: string) =>
      request(t.app.getHttpServer()).post('/api/admin/generations').set('Authorization', auth).send({ title });

    beforeAll(async () => {
      t = await startTestApp({ ...modelEnv(), GENERATION_DAILY_TOKENS: '1000', AUTH_RATE_LIMIT: '1000' });
      ({
        admin: { auth },
      } = await signInAdminAndUser(t.app));
    });
    afterAll(() => t.close());

    it('counts the tokens the model reports and says what is left today', async () => {
      const fresh = await config();
      expect(fresh).toMatchObject({
        configured: true,
        rate_per_minute: 10,
        budget: { daily_tokens: 1000, used_tokens: 0, remaining_tokens: 1000 },
      });
      const resetsAt = new Date(fresh.budget.resets_at);
      expect(resetsAt.getUTCHours() + resetsAt.getUTCMinutes() + resetsAt.getUTCSeconds()).toBe(0);
      expect(resetsAt.getTime() - Date.now()).toBeGreaterThan(0);
      expect(resetsAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

      fake.script({ content: JSON.stringify(goodReply('Budget One', 2001)) });
      const first = (await generate('Budget One').expect(202)).body as Generation;
      expect((await waitForEnd(t, auth, first.id)).status).toBe('succeeded');
      expect((await config()).budget).toMatchObject({ used_tokens: TOKENS_PER_REPLY, remaining_tokens: 400 });
    });

    it('refuses a generation with 429 and a message once the budget is spent, and queues nothing', async () => {
      // 400 tokens left: this one may start, and its reply spends more than is left.
      fake.script({ content: JSON.stringify(goodReply('Budget Two', 2002)) });
      const second = (await generate('Budget Two').expect(202)).body as Generation;
      expect((await waitForEnd(t, auth, second.id)).status).toBe('succeeded');
      expect((await config()).budget).toMatchObject({ used_tokens: 2 * TOKENS_PER_REPLY, remaining_tokens: 0 });

      const before = { ...(await counts(t)), asked: fake.requests.length };
      const refused = await generate('Budget Three').expect(429);
      expect(refused.body.message).toBe(
        "Today's AI generation budget of 1,000 tokens is used up (1,200 used); it renews at midnight UTC. Nothing was queued.",
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect({ ...(await counts(t)), asked: fake.requests.length }).toEqual(before);
    });
  });
});
