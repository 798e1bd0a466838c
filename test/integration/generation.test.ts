import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Generation } from '../../server/src/contracts/generation.js';
import { signInAdminAndUser } from '../support/admin-api.js';
import { createMovie } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { goodReply, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { deleteRedisPrefix, describeWithRedis, TEST_REDIS_URL } from '../support/services.js';

const REDIS_URL = TEST_REDIS_URL;

/** The whole job path against a local OpenAI-compatible server, driving the real openai SDK. */
async function waitForEnd(app: TestApp, auth: string, id: string, timeoutMs = 15_000): Promise<Generation> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(app.app.getHttpServer())
      .get(`/api/admin/generations/${id}`)
      .set('Authorization', auth)
      .expect(200);
    const g = res.body as Generation;
    if (g.status === 'succeeded' || g.status === 'failed') return g;
    if (Date.now() > until) throw new Error(`generation ${id} still ${g.status} (${g.step})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function generationSuite(adapter: 'in-process' | 'bullmq') {
  const describeSuite = adapter === 'bullmq' ? describeWithRedis : describe;
  describeSuite(`generation job (${adapter} queue)`, () => {
    let fake: FakeOpenAi;
    let t: TestApp;
    let admin: { auth: string };
    let user: { auth: string };
    const http = () => request(t.app.getHttpServer());
    const generate = async (title: string, year?: number) =>
      (await http().post('/api/admin/generations').set('Authorization', admin.auth).send({ title, year }).expect(202))
        .body as Generation;

    const queuePrefix = `ra_test_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      const queueEnv: Record<string, string> =
        adapter === 'bullmq' ? { REDIS_URL, QUEUE_PREFIX: queuePrefix, RUN_WORKERS: 'true' } : {};
      t = await startTestApp({
        AUTH_RATE_LIMIT: '1000',
        OPENAI_API_KEY: 'sk-test-not-a-real-key',
        OPENAI_BASE_URL: fake.url,
        OPENAI_TIMEOUT_MS: '400',
        JOB_ATTEMPTS: '1',
        // More generations a minute than the admin's default rate (generation-limits.test.ts covers it).
        GENERATION_RATE_LIMIT: '1000',
        ...queueEnv,
      });
      ({ admin, user } = await signInAdminAndUser(t.app));
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
      if (adapter === 'bullmq') await deleteRedisPrefix(REDIS_URL, queuePrefix);
    });

    it('queues a job, asks the model with a strict schema, checks the places and keeps usage', async () => {
      fake.script({ content: JSON.stringify(goodReply()), delayMs: 300 });
      const queued = await generate('  Notting   Hill ', 1999);
      expect(queued.status).toMatch(/queued|running/);
      // The same normalized input while it runs: the same generation, no second job.
      expect((await generate('notting hill', 1999)).id).toBe(queued.id);
      const done = await waitForEnd(t, admin.auth, queued.id);
      expect(done).toMatchObject({
        status: 'succeeded',
        step: 'ready',
        tokens_in: 120,
        tokens_out: 480,
        error: null,
        restarts: 0,
      });
      expect(done.duration_ms).toBeGreaterThan(0);
      expect(done.draft!.locations).toHaveLength(5);
      expect(done.draft!.locations.every((l) => l.flags!.length === 0)).toBe(true);
      expect(fake.requests.at(-1)!.response_format!.type).toBe('json_schema');
      expect(JSON.stringify(done)).not.toContain('sk-test');
      const history = (await http().get('/api/admin/generations').set('Authorization', admin.auth).expect(200))
        .body as Generation[];
      expect(history[0].id).toBe(queued.id);
      await http().get('/api/admin/generations').set('Authorization', user.auth).expect(403);
    });

    it('falls back to json_object when the server refuses json_schema', async () => {
      fake.script({ rejectJsonSchema: true }, { content: JSON.stringify(goodReply('Skyfall', 2012)) });
      const done = await waitForEnd(t, admin.auth, (await generate('Skyfall', 2012)).id);
      expect(done.status).toBe('succeeded');
      const [refused, accepted] = fake.requests.slice(-2);
      expect([refused.response_format!.type, accepted.response_format!.type]).toEqual(['json_schema', 'json_object']);
      expect(accepted.messages[0].content).toContain('JSON Schema');
    });

    it('sends one repair turn with the validation problems after malformed JSON', async () => {
      fake.script(
        { content: '{"movie": {"title": "Paddington"' },
        { content: JSON.stringify(goodReply('Paddington', 2014)) },
      );
      const done = await waitForEnd(t, admin.auth, (await generate('Paddington', 2014)).id);
      expect(done.status).toBe('succeeded');
      expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain('not valid: the reply is not JSON');
    });

    it('fails with the reason when the repair is invalid too', async () => {
      fake.script({ content: '{"movie": {}}' }, { content: '{"movie": {}}' });
      const done = await waitForEnd(t, admin.auth, (await generate('Broken Film')).id);
      expect(done).toMatchObject({ status: 'failed', step: 'failed' });
      expect(done.error).toContain('movie.title');
    });

    it('flags places in the wrong country, at sea and too imprecise', async () => {
      const reply = goodReply('Wrong Places', 2001);
      reply.locations[0].country = 'France';
      reply.locations[1] = { ...reply.locations[1], latitude: 30.12345, longitude: -40.12345 };
      reply.locations[2] = { ...reply.locations[2], latitude: 51.513, longitude: -0.206 };
      fake.script({ content: JSON.stringify(reply) });
      const done = await waitForEnd(t, admin.auth, (await generate('Wrong Places', 2001)).id);
      const flags = done.draft!.locations.map((l) => l.flags);
      expect(flags[0]).toContain('Not in France');
      expect(flags[1]).toEqual(expect.arrayContaining(['In the open sea', 'Far from the other places']));
      expect(flags[2]).toContain('Fewer than 4 decimals');
      expect(flags[3]).toEqual([]);
    });

    it('keeps the precision the model states, flags a city centre said to be exact, and saves precision and kind', async () => {
      const ds = t.app.get(DataSource);
      const reply = goodReply('Precise Places', 2015);
      // "Exact" at a rounded point with the city for an address: a geocoder's answer for London.
      reply.locations[0] = { ...reply.locations[0], latitude: 51.51, longitude: -0.13, address: 'London' };
      reply.locations[1] = { ...reply.locations[1], precision: 'area', kind: 'setting' };
      reply.locations[2] = { ...reply.locations[2], precision: null };
      fake.script({ content: JSON.stringify(reply) });
      const done = await waitForEnd(t, admin.auth, (await generate('Precise Places', 2015)).id);
      const [cityCentre, area, unstated, exact] = done.draft!.locations;
      expect(cityCentre.precision).toBe('exact');
      expect(cityCentre.flags).toEqual(
        expect.arrayContaining([
          `Said "Exact spot", but the position is rounded like a city's centre`,
          `Said "Exact spot", but no street address is given`,
        ]),
      );
      expect(area).toMatchObject({ precision: 'area', kind: 'setting', flags: [] });
      expect(unstated.flags).toContain('No precision stated: say how exact the position is');
      expect(exact.flags).toEqual([]);
      expect(fake.requests.at(-1)!.messages.some((m) => m.content.includes('"city" when you only know the town'))).toBe(
        true,
      );

      const saved = await http()
        .post(`/api/admin/generations/${done.id}/save`)
        .set('Authorization', admin.auth)
        .send(done.draft!)
        .expect(201);
      const rows = await ds.query(`SELECT name, precision, kind FROM locations WHERE movie_id = $1 ORDER BY name`, [
        saved.body.movie_id,
      ]);
      expect(rows).toEqual(
        expect.arrayContaining([
          { name: 'The Travel Bookshop', precision: 'area', kind: 'set_here_filmed_elsewhere' },
          { name: 'Portobello Road Market', precision: 'exact', kind: 'filmed_here' },
          // Not stated: the table's default until an editor says better (the draft flagged it).
          { name: 'Rosmead Gardens', precision: 'exact', kind: 'filmed_here' },
        ]),
      );
    });

    it('retries a 500 and a 429 with retry-after, then succeeds', async () => {
      fake.script({ status: 500 }, { content: JSON.stringify(goodReply('Love Actually', 2003)) });
      expect((await waitForEnd(t, admin.auth, (await generate('Love Actually', 2003)).id)).status).toBe('succeeded');
      fake.script(
        { status: 429, headers: { 'retry-after': '1' } },
        { content: JSON.stringify(goodReply('Closer', 2004)) },
      );
      const started = Date.now();
      expect((await waitForEnd(t, admin.auth, (await generate('Closer', 2004)).id)).status).toBe('succeeded');
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });

    it('fails a reply slower than the timeout, and a refusal or truncated reply, with a clear reason', async () => {
      fake.script(
        { content: JSON.stringify(goodReply()), delayMs: 1500 },
        { content: JSON.stringify(goodReply()), delayMs: 1500 },
      );
      expect(await waitForEnd(t, admin.auth, (await generate('Slow Film')).id)).toMatchObject({
        status: 'failed',
        error: 'The model did not answer in time',
      });
      fake.script({ content: '{"movie":', finishReason: 'length' });
      expect((await waitForEnd(t, admin.auth, (await generate('Long Film')).id)).error).toContain('cut off');
    });

    it('saves an edited draft in one transaction and offers the duplicate next time', async () => {
      const ds = t.app.get(DataSource);
      fake.script({ content: JSON.stringify(goodReply('Hyde Park Story', 2010)) });
      const done = await waitForEnd(t, admin.auth, (await generate('Hyde Park Story', 2010)).id);
      const draft = done.draft!;
      const body = { movie: { ...draft.movie, title: 'Hyde Park Story!' }, locations: draft.locations.slice(1) };
      const saved = await http()
        .post(`/api/admin/generations/${done.id}/save`)
        .set('Authorization', admin.auth)
        .send(body)
        .expect(201);
      expect(saved.body.movie_slug).toBe('hyde-park-story');
      const rows = await ds.query(`SELECT slug, is_verified FROM locations WHERE movie_id = $1 ORDER BY slug`, [
        saved.body.movie_id,
      ]);
      expect(rows).toHaveLength(4);
      expect(rows.every((r: { is_verified: boolean }) => !r.is_verified)).toBe(true);
      const events = await ds.query(`SELECT type FROM outbox WHERE payload->>'movieId' = $1`, [saved.body.movie_id]);
      expect(events.map((e: { type: string }) => e.type).sort()).toEqual([
        'location.saved',
        'location.saved',
        'location.saved',
        'location.saved',
        'movie.saved',
      ]);
      await http()
        .post(`/api/admin/generations/${done.id}/save`)
        .set('Authorization', admin.auth)
        .send(body)
        .expect(409);

      // Same title and year again: flagged, and the places can go to the existing movie instead.
      fake.script({ content: JSON.stringify(goodReply('Hyde Park Story!', 2010)) });
      const again = await waitForEnd(t, admin.auth, (await generate('Hyde Park Story!', 2010)).id);
      expect(again.draft!.duplicate).toMatchObject({ id: saved.body.movie_id, slug: 'hyde-park-story' });
      expect(again.draft!.locations[1].flags).toContain('Within 50 m of existing place The Travel Bookshop');
      const added = await http()
        .post(`/api/admin/generations/${again.id}/save`)
        .set('Authorization', admin.auth)
        .send({ ...again.draft!, locations: again.draft!.locations.slice(0, 1), target_movie_id: saved.body.movie_id })
        .expect(201);
      expect(added.body.movie_id).toBe(saved.body.movie_id);
      expect(await ds.query(`SELECT count(*)::int AS n FROM movies WHERE title ILIKE 'hyde park story%'`)).toEqual([
        { n: 1 },
      ]);
    });

    it('saves through the movie and location writers: slug history and audit as in the editors', async () => {
      const ds = t.app.get(DataSource);
      const renamed = await createMovie(ds, { title: 'Renamed Film' });
      await ds.query(`INSERT INTO slug_redirects (entity, old_slug, target_id) VALUES ('movie', 'gone-title', $1)`, [
        renamed.id,
      ]);
      fake.script({ content: JSON.stringify(goodReply('Gone Title', 2012)) });
      const done = await waitForEnd(t, admin.auth, (await generate('Gone Title', 2012)).id);
      const saved = await http()
        .post(`/api/admin/generations/${done.id}/save`)
        .set('Authorization', admin.auth)
        .send(done.draft!)
        .expect(201);
      // The slug is the new movie's now: it no longer redirects to the movie that once had it.
      expect(saved.body.movie_slug).toBe('gone-title');
      expect(await ds.query(`SELECT target_id FROM slug_redirects WHERE old_slug = 'gone-title'`)).toEqual([]);
      const audited = await ds.query(
        `SELECT entity, action, actor_email FROM audit_log WHERE entity_id = ANY($1::text[]) ORDER BY entity DESC`,
        [[saved.body.movie_id, ...saved.body.location_ids]],
      );
      expect(audited).toHaveLength(1 + saved.body.location_ids.length);
      expect(audited[0]).toEqual({ entity: 'movie', action: 'create', actor_email: expect.stringContaining('@') });
      expect(audited.slice(1).every((row: { action: string }) => row.action === 'create')).toBe(true);
    });

    it('refuses a save with one invalid place and saves nothing', async () => {
      const ds = t.app.get(DataSource);
      fake.script({ content: JSON.stringify(goodReply('Half Saved', 2011)) });
      const done = await waitForEnd(t, admin.auth, (await generate('Half Saved', 2011)).id);
      const locations = done.draft!.locations.map((l) => ({ ...l }));
      await http()
        .post(`/api/admin/generations/${done.id}/save`)
        .set('Authorization', admin.auth)
        .send({ movie: done.draft!.movie, locations: [...locations, { ...locations[0], latitude: 95 }] })
        .expect(400);
      expect(await ds.query(`SELECT count(*)::int AS n FROM movies WHERE title = 'Half Saved'`)).toEqual([{ n: 0 }]);
    });
  });
}

generationSuite('in-process');
generationSuite('bullmq');

describe('generation without OPENAI_API_KEY', () => {
  it('says it is not configured and queues nothing', async () => {
    const t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    try {
      const { admin } = await signInAdminAndUser(t.app);
      const http = () => request(t.app.getHttpServer());
      expect(
        (await http().get('/api/admin/generations/config').set('Authorization', admin.auth).expect(200)).body,
      ).toMatchObject({ configured: false, model: 'gpt-4o' });
      await http().post('/api/admin/generations').set('Authorization', admin.auth).send({ title: 'Heat' }).expect(503);
      const res = await http()
        .post('/api/admin/generations')
        .set('Authorization', admin.auth)
        .send({ title: ' ' })
        .expect(400);
      expect(res.body.errors.title).toBe('Please enter a movie title');
    } finally {
      await t.close();
    }
  });
});
