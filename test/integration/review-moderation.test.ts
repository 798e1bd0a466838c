import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SearchService } from '../../server/src/search/search.service.js';
import { createUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pendingOutbox, waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';

/** Reports from visitors and /admin/reviews: hide with a reason, restore, dismiss; audit and search follow. */
describe('review moderation', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function signIn(role: 'user' | 'admin' = 'user') {
    const user = await createUser(ds, { role });
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { user, auth: `Bearer ${res.body.access_token as string}` };
  }
  async function reviewed(name: string) {
    const place = await createLocation(ds, await createMovie(ds), { name });
    const author = await signIn();
    const fan = await signIn();
    const body = { location_id: place.id, visited_at: '2024-04-02' };
    const bad = await http()
      .post('/api/reviews')
      .set('Authorization', author.auth)
      .send({ ...body, rating: 1, content: 'Rude words about the other visitors here.' })
      .expect(201);
    await http()
      .post('/api/reviews')
      .set('Authorization', fan.auth)
      .send({ ...body, rating: 5, content: 'Lovely square, exactly as in the film.' })
      .expect(201);
    return { place, author, fan, reviewId: bad.body.id as string };
  }
  const listed = async (filter: string, admin: string) =>
    (await http().get('/api/admin/reviews').query({ filter }).set('Authorization', admin).expect(200)).body;
  const locationSearch = (q: string) => t.app.get(SearchService).search({ q, tab: 'locations', limit: 5, offset: 0 });

  it('lets a signed-in user report someone else’s review, once, with a reason', async () => {
    const { author, fan, reviewId } = await reviewed('Report Square');
    const report = (auth: string | null, body: object, id = reviewId) => {
      const req = http().post(`/api/reviews/${id}/report`);
      return (auth ? req.set('Authorization', auth) : req).send(body);
    };
    await report(null, { reason: 'Insults' }).expect(401);
    expect((await report(fan.auth, {}).expect(400)).body.message).toContain(
      'Please say what is wrong with this review',
    );
    expect((await report(fan.auth, { reason: 'x'.repeat(501) }).expect(400)).body.message).toContain(
      'The reason must be at most 500 characters',
    );
    expect((await report(author.auth, { reason: 'Oops' }).expect(400)).body.message).toBe(
      'You cannot report your own review',
    );
    await report(fan.auth, { reason: 'Nothing' }, '00000000-0000-4000-8000-000000000000').expect(404);
    await report(fan.auth, { reason: 'Insults other visitors' }).expect(204);
    // Again: the reason is replaced, still one report.
    await report(fan.auth, { reason: 'Insults other visitors, and spam' }).expect(204);
    const rows = await ds.query(`SELECT reason FROM review_reports WHERE review_id = $1`, [reviewId]);
    expect(rows).toEqual([{ reason: 'Insults other visitors, and spam' }]);
  });

  it('is admin-only, and lists reported reviews with their place and open reports', async () => {
    const { place, fan, reviewId } = await reviewed('Listed Quay');
    const admin = await signIn('admin');
    await http().get('/api/admin/reviews').expect(401);
    await http().get('/api/admin/reviews').set('Authorization', fan.auth).expect(403);
    await http()
      .post(`/api/admin/reviews/${reviewId}/hide`)
      .set('Authorization', fan.auth)
      .send({ reason: 'Mine' })
      .expect(403);
    await http().get('/api/admin/reviews').query({ filter: 'everything' }).set('Authorization', admin.auth).expect(400);

    await http().post(`/api/reviews/${reviewId}/report`).set('Authorization', fan.auth).send({ reason: 'Insults' });
    const reported = await listed('reported', admin.auth);
    const item = reported.items.find((review: { id: string }) => review.id === reviewId);
    expect(item).toMatchObject({
      location: { slug: place.slug, name: 'Listed Quay' },
      hidden_at: null,
      open_reports: [{ reason: 'Insults', reporter: fan.user.display_name }],
    });
    expect(JSON.stringify(reported)).not.toContain(fan.user.email);
    const recent = await listed('recent', admin.auth);
    expect(recent.items.map((review: { id: string }) => review.id)).toContain(reviewId);
    const dashboard = await http().get('/api/admin/dashboard').set('Authorization', admin.auth).expect(200);
    expect(dashboard.body.reported_reviews).toBeGreaterThanOrEqual(1);
  });

  it('hides a review from the list, the rating and search; its author sees why; restore brings it back', async () => {
    const { place, author, fan, reviewId } = await reviewed('Hidden Steps');
    const admin = await signIn('admin');
    await http().post(`/api/reviews/${reviewId}/report`).set('Authorization', fan.auth).send({ reason: 'Insults' });
    const hide = (body: object) =>
      http().post(`/api/admin/reviews/${reviewId}/hide`).set('Authorization', admin.auth).send(body);
    expect((await hide({ reason: '' }).expect(400)).body.message).toContain('Please give the author a reason');
    await hide({ reason: 'Personal attacks on other visitors' }).expect(204);

    const publicList = await http().get('/api/reviews').query({ location_id: place.id }).expect(200);
    expect(publicList.body.total).toBe(1);
    expect(publicList.body.items.map((review: { id: string }) => review.id)).not.toContain(reviewId);
    const location = await http().get(`/api/locations/${place.slug}`).expect(200);
    expect(location.body).toMatchObject({ rating_average: 5, review_count: 1 });
    const mine = await http()
      .get('/api/reviews/mine')
      .query({ location_id: place.id })
      .set('Authorization', author.auth);
    expect(mine.body.review).toMatchObject({ id: reviewId, hidden_reason: 'Personal attacks on other visitors' });
    expect(mine.body.review.hidden_at).toEqual(expect.any(String));
    // Nobody else can see it, or report it.
    await http()
      .post(`/api/reviews/${reviewId}/report`)
      .set('Authorization', fan.auth)
      .send({ reason: 'Again' })
      .expect(404);
    // Its reports are closed; it is listed as hidden.
    expect((await listed('reported', admin.auth)).items.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await listed('hidden', admin.auth)).items.map((r: { id: string }) => r.id)).toContain(reviewId);

    // The review.moderated event re-syncs the place's search document.
    await waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');
    expect((await locationSearch('Hidden Steps')).locations.hits[0]).toMatchObject({
      review_count: 1,
      rating_average: 5,
    });

    await http().post(`/api/admin/reviews/${reviewId}/restore`).set('Authorization', admin.auth).expect(204);
    const restored = await http().get(`/api/locations/${place.slug}`).expect(200);
    expect(restored.body).toMatchObject({ rating_average: 3, review_count: 2 });
    await waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');
    expect((await locationSearch('Hidden Steps')).locations.hits[0]).toMatchObject({
      review_count: 2,
      rating_average: 3,
    });

    const audit = await ds.query(
      `SELECT action, actor_id FROM audit_log WHERE entity = 'review' AND entity_id = $1 ORDER BY id`,
      [reviewId],
    );
    expect(audit).toEqual([
      { action: 'hide', actor_id: admin.user.id },
      { action: 'restore', actor_id: admin.user.id },
    ]);
  });

  it('dismisses reports without touching the review, in the audit log too', async () => {
    const { place, fan, reviewId } = await reviewed('Dismissed Arch');
    const admin = await signIn('admin');
    await http().post(`/api/reviews/${reviewId}/report`).set('Authorization', fan.auth).send({ reason: 'Meh' });
    await http().post(`/api/admin/reviews/${reviewId}/dismiss-reports`).set('Authorization', admin.auth).expect(204);
    expect((await listed('reported', admin.auth)).items.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await http().get('/api/reviews').query({ location_id: place.id })).body.total).toBe(2);
    const [entry] = await ds.query(`SELECT action FROM audit_log WHERE entity = 'review' AND entity_id = $1`, [
      reviewId,
    ]);
    expect(entry).toEqual({ action: 'dismiss' });
    await http()
      .post('/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide')
      .set('Authorization', admin.auth)
      .send({ reason: 'Gone' })
      .expect(404);
  });
});
