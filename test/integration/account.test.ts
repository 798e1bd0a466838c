import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DISPLAY_NAME_TAKEN } from '../../server/src/contracts/display-name.js';
import { SearchService } from '../../server/src/search/search.service.js';
import { createUser, linkToken, uniqueDisplayName, uniqueEmail, waitForMails } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pendingOutbox, waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';

const refreshCookie = (res: request.Response) =>
  String(res.headers['set-cookie'])
    .split(',')
    .find((c) => c.trim().startsWith('ra_refresh='))!
    .split(';')[0]
    .trim();

/** /account on the server: a new name, a new password, the data download, deleting the account. */
describe('account (signed in)', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function signIn(fields: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ds, fields);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { user, auth: `Bearer ${res.body.access_token as string}`, cookie: refreshCookie(res) };
  }

  it('renames the account: the shared rule, unique regardless of case, signed in only', async () => {
    const taken = uniqueDisplayName();
    await createUser(ds, { display_name: taken });
    const me = await signIn();
    const rename = (display_name: unknown, auth = me.auth) =>
      http().patch('/api/auth/me').set('Authorization', auth).send({ display_name });
    await http().patch('/api/auth/me').send({ display_name: 'Nobody' }).expect(401);
    expect((await rename('me@example.com').expect(400)).body.message).toContain(
      'A display name cannot be an email address',
    );
    expect((await rename(taken.toUpperCase()).expect(409)).body.message).toBe(DISPLAY_NAME_TAKEN);
    const renamed = await rename('  Night Owl 77  ').expect(200);
    expect(renamed.body).toEqual({ id: me.user.id, email: me.user.email, display_name: 'Night Owl 77', role: 'user' });
    // Its own name in another case is no conflict.
    await rename('night owl 77').expect(200);
  });

  it('changes the password with the current one: other sign-ins end, this browser stays signed in', async () => {
    const here = await signIn();
    const elsewhere = await http()
      .post('/api/auth/login')
      .send({ email: here.user.email, password: here.user.password })
      .expect(200);
    const change = (body: object) => http().post('/api/auth/password').set('Authorization', here.auth).send(body);
    const wrong = await change({ current_password: 'not-it-at-all', password: 'new-secret-42' }).expect(403);
    expect(wrong.body.message).toBe('Your current password is not correct');
    await change({ current_password: here.user.password, password: '12345' }).expect(400);

    const changed = await change({ current_password: here.user.password, password: 'new-secret-42' }).expect(200);
    expect(changed.body.access_token).toEqual(expect.any(String));
    // The fresh session works; the other device's (and this browser's old) refresh tokens do not.
    await http().post('/api/auth/refresh').set('Cookie', refreshCookie(changed)).expect(200);
    await http().post('/api/auth/refresh').set('Cookie', refreshCookie(elsewhere)).expect(401);
    await http().get('/api/auth/me').set('Authorization', `Bearer ${elsewhere.body.access_token}`).expect(401);
    await http().post('/api/auth/login').send({ email: here.user.email, password: here.user.password }).expect(401);
    await http().post('/api/auth/login').send({ email: here.user.email, password: 'new-secret-42' }).expect(200);
  });

  it('voids every outstanding email link when the password changes: a reset and an email change', async () => {
    const me = await signIn();
    await http().post('/api/auth/forgot-password').send({ email: me.user.email }).expect(202);
    const [reset] = await waitForMails(t.dataDir, me.user.email, 1);
    const next = uniqueEmail('moving');
    await http()
      .post('/api/auth/email')
      .set('Authorization', me.auth)
      .send({ email: next, current_password: me.user.password })
      .expect(202);
    const [confirm] = await waitForMails(t.dataDir, next, 1);

    await http()
      .post('/api/auth/password')
      .set('Authorization', me.auth)
      .send({ current_password: me.user.password, password: 'changed-secret-7' })
      .expect(200);
    // Someone who saw those mails (or asked for them with the old password) gains nothing from them now.
    await http()
      .post('/api/auth/reset-password')
      .send({ token: linkToken(reset, '/reset-password'), password: 'someone-elses-1' })
      .expect(400);
    await http()
      .post('/api/auth/confirm-email')
      .send({ token: linkToken(confirm, '/confirm-email') })
      .expect(400);
    await http().post('/api/auth/login').send({ email: me.user.email, password: 'changed-secret-7' }).expect(200);
  });

  it('lists the user’s own reviews with their places for the data download', async () => {
    const me = await signIn();
    const other = await signIn();
    const place = await createLocation(ds, await createMovie(ds), { name: 'Harbour Steps' });
    const review = { location_id: place.id, rating: 5, visited_at: '2024-04-02', content: 'Went there at dawn.' };
    await http().post('/api/reviews').set('Authorization', me.auth).send(review).expect(201);
    await http()
      .post('/api/reviews')
      .set('Authorization', other.auth)
      .send({ ...review, content: 'Somebody else wrote this one.' })
      .expect(201);
    await http().get('/api/reviews/by-me').expect(401);
    const mine = await http().get('/api/reviews/by-me').set('Authorization', me.auth).expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        content: 'Went there at dawn.',
        author: me.user.display_name,
        location: { slug: place.slug, name: 'Harbour Steps' },
      }),
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(me.user.email);
  });

  it('deletes the account with its password: reviews go, the place’s rating and search document follow', async () => {
    const me = await signIn();
    const stays = await signIn();
    const place = await createLocation(ds, await createMovie(ds), { name: 'Quayside Arches' });
    const review = { location_id: place.id, visited_at: '2024-04-02', content: 'A fine view of the river.' };
    await http()
      .post('/api/reviews')
      .set('Authorization', me.auth)
      .send({ ...review, rating: 1 })
      .expect(201);
    await http()
      .post('/api/reviews')
      .set('Authorization', stays.auth)
      .send({ ...review, rating: 5 })
      .expect(201);

    const wrong = await http()
      .post('/api/auth/delete-account')
      .set('Authorization', me.auth)
      .send({ password: 'wrong-password' })
      .expect(403);
    expect(wrong.body.message).toBe('Your current password is not correct');
    const deleted = await http()
      .post('/api/auth/delete-account')
      .set('Authorization', me.auth)
      .send({ password: me.user.password })
      .expect(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/ra_refresh=;/);

    expect(await ds.query(`SELECT 1 FROM users WHERE id = $1`, [me.user.id])).toEqual([]);
    const location = await http().get(`/api/locations/${place.slug}`).expect(200);
    expect(location.body).toMatchObject({ rating_average: 5, review_count: 1 });
    await http().post('/api/auth/refresh').set('Cookie', me.cookie).expect(401);
    await http().post('/api/auth/login').send({ email: me.user.email, password: me.user.password }).expect(401);
    // The review.deleted events re-sync the place's search document.
    await waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');
    const hit = await t.app.get(SearchService).search({ q: 'Quayside Arches', tab: 'locations', limit: 5, offset: 0 });
    expect(hit.locations.hits[0]).toMatchObject({ name: 'Quayside Arches', review_count: 1, rating_average: 5 });
  });
});
