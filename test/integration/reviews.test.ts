import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Location } from '../../server/src/locations/location.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser } from '../support/accounts.js';
import { createLocation, createMovie } from '../support/factories.js';

const valid = { rating: 4, visited_at: '2024-05-01', content: 'Stood right where the scene was shot.' };

describe('reviews API', () => {
  let t: TestApp;
  let ds: DataSource;
  let location: Location;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    location = await createLocation(ds, await createMovie(ds));
  });
  afterAll(() => t.close());

  async function signIn(fields: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ds, fields);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { user, auth: `Bearer ${res.body.access_token as string}` };
  }
  const create = (auth: string, body: object = {}) =>
    http()
      .post('/api/reviews')
      .set('Authorization', auth)
      .send({ location_id: location.id, ...valid, ...body });
  const snapshot = () => ds.query(`SELECT id, rating, content, visited_at::text FROM reviews ORDER BY id`);
  const summary = async () => (await http().get(`/api/locations/${location.slug}`).expect(200)).body;

  it('creates a review and lists it newest first with the author display name, never the email', async () => {
    const place = await createLocation(ds, await createMovie(ds));
    const alice = await signIn({ email: 'alice.walker@example.com', display_name: 'Alice W' });
    const bob = await signIn();
    const first = await create(bob.auth, { location_id: place.id, content: 'The first review here.' }).expect(201);
    const second = await create(alice.auth, {
      location_id: place.id,
      content: 'The second review here.',
      rating: 2,
    }).expect(201);
    expect(second.body).toMatchObject({
      author: 'Alice W',
      user_id: alice.user.id,
      rating: 2,
      visited_at: '2024-05-01',
    });

    const list = await http().get(`/api/reviews?location_id=${place.id}`).expect(200);
    expect(list.body).toMatchObject({ total: 2, offset: 0, limit: 10 });
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(JSON.stringify(list.body)).not.toContain('@');
    expect(Object.keys(list.body.items[0]).sort()).toEqual(
      ['author', 'content', 'created_at', 'id', 'location_id', 'rating', 'updated_at', 'user_id', 'visited_at'].sort(),
    );
  });

  it('keeps the location rating average and count right after create, edit and delete', async () => {
    const place = await createLocation(ds, await createMovie(ds));
    const { auth } = await signIn();
    const other = await signIn();
    const slugSummary = async () => {
      const body = (await http().get(`/api/locations/${place.slug}`).expect(200)).body;
      return [body.rating_average, body.review_count];
    };
    const a = await create(auth, { location_id: place.id, rating: 5 }).expect(201);
    await create(other.auth, { location_id: place.id, rating: 2 }).expect(201);
    expect(await slugSummary()).toEqual([3.5, 2]);
    await http()
      .patch(`/api/reviews/${a.body.id}`)
      .set('Authorization', auth)
      .send({ ...valid, rating: 4 })
      .expect(200);
    expect(await slugSummary()).toEqual([3, 2]);
    await http().delete(`/api/reviews/${a.body.id}`).set('Authorization', auth).expect(204);
    expect(await slugSummary()).toEqual([2, 1]);
  });

  it('allows one review per user and location: a second is 409 and changes nothing', async () => {
    const place = await createLocation(ds, await createMovie(ds));
    const { auth } = await signIn();
    const first = await create(auth, { location_id: place.id, rating: 5 }).expect(201);
    const before = await snapshot();
    const again = await create(auth, { location_id: place.id, rating: 1 }).expect(409);
    expect(again.body.message).toBe('You have already reviewed this location');
    expect(await snapshot()).toEqual(before);
    // The form asks for the user's own review to offer editing it instead.
    const mine = await http().get(`/api/reviews/mine?location_id=${place.id}`).set('Authorization', auth).expect(200);
    expect(mine.body.review).toMatchObject({ id: first.body.id, rating: 5 });
    const stranger = await signIn();
    const none = await http()
      .get(`/api/reviews/mine?location_id=${place.id}`)
      .set('Authorization', stranger.auth)
      .expect(200);
    expect(none.body).toEqual({ review: null });
    await http().get(`/api/reviews/mine?location_id=${place.id}`).expect(401);
    // Deleting frees the place for a new review.
    await http().delete(`/api/reviews/${first.body.id}`).set('Authorization', auth).expect(204);
    await create(auth, { location_id: place.id }).expect(201);
  });

  it('pages the list newest first while the rating covers every review', async () => {
    const place = await createLocation(ds, await createMovie(ds));
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { auth } = await signIn();
      ids.unshift((await create(auth, { location_id: place.id, rating: (i % 5) + 1 }).expect(201)).body.id);
    }
    const page = (offset: number) =>
      http().get(`/api/reviews?location_id=${place.id}&limit=3&offset=${offset}`).expect(200);
    const pages = [(await page(0)).body, (await page(3)).body, (await page(6)).body];
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap((p) => p.items.map((r: { id: string }) => r.id))).toEqual(ids);
    expect(pages[2].items).toHaveLength(1);
    const detail = (await http().get(`/api/locations/${place.slug}`).expect(200)).body;
    expect([detail.rating_average, detail.review_count]).toEqual([2.6, 7]); // (1+2+3+4+5+1+2) / 7;
    await http().get(`/api/reviews?location_id=${place.id}&limit=101`).expect(400);
    await http().get(`/api/reviews?location_id=${place.id}&offset=1e20`).expect(400);
  });

  it('records review.saved and review.deleted events with the writes', async () => {
    const { auth } = await signIn();
    const review = await create(auth).expect(201);
    await http().delete(`/api/reviews/${review.body.id}`).set('Authorization', auth).expect(204);
    const events = await ds.query(`SELECT type, payload FROM outbox WHERE payload->>'reviewId' = $1 ORDER BY id`, [
      review.body.id,
    ]);
    expect(events).toEqual([
      { type: 'review.saved', payload: { reviewId: review.body.id, locationId: location.id } },
      { type: 'review.deleted', payload: { reviewId: review.body.id, locationId: location.id } },
    ]);
  });

  it("refuses to edit or delete someone else's review and changes nothing", async () => {
    const owner = await signIn();
    const intruder = await signIn();
    const review = await create(owner.auth).expect(201);
    const before = await snapshot();
    const edit = await http()
      .patch(`/api/reviews/${review.body.id}`)
      .set('Authorization', intruder.auth)
      .send({ ...valid, rating: 1 })
      .expect(403);
    expect(edit.body.message).toBe('You can only edit your own reviews');
    await http().delete(`/api/reviews/${review.body.id}`).set('Authorization', intruder.auth).expect(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every write without credentials or with a forged token, and changes nothing', async () => {
    const owner = await signIn();
    const review = await create(owner.auth).expect(201);
    const before = await snapshot();
    const summaryBefore = await summary();
    for (const auth of [undefined, 'Bearer forged.token.value', `${owner.auth}x`]) {
      const withAuth = (r: request.Test) => (auth ? r.set('Authorization', auth) : r);
      await withAuth(http().post('/api/reviews'))
        .send({ location_id: location.id, ...valid })
        .expect(401);
      await withAuth(http().patch(`/api/reviews/${review.body.id}`))
        .send(valid)
        .expect(401);
      await withAuth(http().delete(`/api/reviews/${review.body.id}`)).expect(401);
    }
    expect(await snapshot()).toEqual(before);
    expect(await summary()).toEqual(summaryBefore);
  });

  it('validates with the SPEC §5 messages', async () => {
    const { auth } = await signIn();
    const cases: [object, string][] = [
      [{ rating: undefined }, 'Please select a rating'],
      [{ rating: 0 }, 'Please select a rating'],
      [{ rating: 6 }, 'Please select a rating'],
      [{ rating: 3.5 }, 'Please select a rating'],
      [{ visited_at: undefined }, 'Please enter when you visited'],
      [{ visited_at: '2023-02-30' }, 'Please enter when you visited'],
      [{ visited_at: '2999-01-01' }, 'The visit date cannot be in the future'],
      [{ content: undefined }, 'Please enter your review'],
      [{ content: '   ' }, 'Please enter your review'],
      [{ content: 'Too short' }, 'Review must be at least 10 characters'],
      [{ content: 'x'.repeat(5001) }, 'Review must be at most 5,000 characters'],
    ];
    const before = await snapshot();
    for (const [body, message] of cases) {
      const res = await create(auth, body).expect(400);
      expect(res.body.message).toEqual([message]);
    }
    expect(await snapshot()).toEqual(before);
    await create(auth, { location_id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await create(auth, { user_id: '00000000-0000-4000-8000-000000000000' }).expect(400);
  });

  it('stores content as plain text', async () => {
    const { auth } = await signIn();
    const content = '<script>alert(1)</script> a lovely spot';
    const res = await create(auth, { content }).expect(201);
    expect(res.body.content).toBe(content);
  });

  it('answers 404 for an unknown review id', async () => {
    const { auth } = await signIn();
    await http().patch('/api/reviews/not-a-uuid').set('Authorization', auth).send(valid).expect(404);
    await http().delete('/api/reviews/00000000-0000-4000-8000-000000000000').set('Authorization', auth).expect(404);
  });
});

describe('access guard', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const tokenFor = async (role: 'user' | 'admin') => {
    const user = await createUser(ds, { role });
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { user, auth: `Bearer ${res.body.access_token as string}` };
  };

  it('lets only admins reach /api/admin/**, reading the role from the database', async () => {
    await http().get('/api/admin/me').expect(401);
    const user = await tokenFor('user');
    await http().get('/api/admin/me').set('Authorization', user.auth).expect(403);
    const admin = await tokenFor('admin');
    const res = await http().get('/api/admin/me').set('Authorization', admin.auth).expect(200);
    expect(res.body).toEqual({
      id: admin.user.id,
      email: admin.user.email,
      display_name: admin.user.display_name,
      role: 'admin',
    });
    // A demotion takes effect at once, even with a token issued before it.
    await ds.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.user.id]);
    await http().get('/api/admin/me').set('Authorization', admin.auth).expect(403);
  });

  it('keeps public reads public', async () => {
    await http().get('/api/movies').expect(200);
    await http().get('/api/settings').expect(200);
  });
});
