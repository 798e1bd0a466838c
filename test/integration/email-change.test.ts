import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EMAIL_IN_USE } from '../../server/src/contracts/auth.js';
import { createUser, linkToken, mailsTo, uniqueEmail, waitForMails } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pendingOutbox, waitFor } from '../support/events.js';

/** /account: a new email address is used only once its owner opens the link sent to it. */
describe('changing the email address', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function signIn() {
    const user = await createUser(ds);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { user, auth: `Bearer ${res.body.access_token as string}` };
  }
  const requestChange = (auth: string, body: object) =>
    http().post('/api/auth/email').set('Authorization', auth).send(body);

  it('sends a link to the new address and a notice to the old one; the address changes when it is opened', async () => {
    const me = await signIn();
    const next = uniqueEmail('moved');
    const answer = await requestChange(me.auth, { email: next, current_password: me.user.password }).expect(202);
    expect(answer.body.message).toContain(next);
    // Nothing changes before the link is opened: the old address still signs in.
    const [link] = await waitForMails(t.dataDir, next);
    expect(link.subject).toBe('Confirm your new email address');
    const [notice] = await waitForMails(t.dataDir, me.user.email);
    expect(notice.subject).toBe('Your ReelAtlas email address is being changed');
    expect(notice.text).toContain(next);
    await http().post('/api/auth/login').send({ email: me.user.email, password: me.user.password }).expect(200);

    const token = linkToken(link, '/confirm-email');
    const confirmed = await http().post('/api/auth/confirm-email').send({ token }).expect(200);
    expect(confirmed.body).toMatchObject({ id: me.user.id, email: next });
    await http().post('/api/auth/login').send({ email: next, password: me.user.password }).expect(200);
    await http().post('/api/auth/login').send({ email: me.user.email, password: me.user.password }).expect(401);
    // The signed-in session carries on with the new address; the link works once.
    expect((await http().get('/api/auth/me').set('Authorization', me.auth).expect(200)).body.email).toBe(next);
    await http().post('/api/auth/confirm-email').send({ token }).expect(400);
  });

  it('voids the reset links sent to the old address once the new one is confirmed', async () => {
    const me = await signIn();
    await http().post('/api/auth/forgot-password').send({ email: me.user.email }).expect(202);
    const [reset] = await waitForMails(t.dataDir, me.user.email, 1);
    const next = uniqueEmail('moved');
    await requestChange(me.auth, { email: next, current_password: me.user.password }).expect(202);
    const [link] = await waitForMails(t.dataDir, next);
    await http()
      .post('/api/auth/confirm-email')
      .send({ token: linkToken(link, '/confirm-email') })
      .expect(200);

    await http()
      .post('/api/auth/reset-password')
      .send({ token: linkToken(reset, '/reset-password'), password: 'from-the-old-inbox' })
      .expect(400);
    await http().post('/api/auth/login').send({ email: next, password: me.user.password }).expect(200);
  });

  it('requires the current password, a valid address that is not the current one, and a signed-in user', async () => {
    const me = await signIn();
    await http().post('/api/auth/email').send({ email: uniqueEmail(), current_password: me.user.password }).expect(401);
    const wrong = await requestChange(me.auth, { email: uniqueEmail(), current_password: 'not-my-password' }).expect(
      403,
    );
    expect(wrong.body.message).toBe('Your current password is not correct');
    const invalid = await requestChange(me.auth, { email: 'not-an-address', current_password: me.user.password });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Invalid email address');
    const same = await requestChange(me.auth, {
      email: me.user.email.toUpperCase(),
      current_password: me.user.password,
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('That is already your email address');
    await waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');
    expect(mailsTo(t.dataDir, me.user.email)).toEqual([]);
  });

  it('never hands over an address another verified account uses; a pending sign-up gives way', async () => {
    const me = await signIn();
    const owner = await createUser(ds);
    // Same answer as for a free address (nothing tells the requester who owns it) …
    await requestChange(me.auth, { email: owner.email, current_password: me.user.password }).expect(202);
    // … but no link goes out: the requester's own inbox says why.
    const [taken] = await waitForMails(t.dataDir, me.user.email);
    expect(taken.subject).toBe('Your ReelAtlas email address was not changed');
    expect(mailsTo(t.dataDir, owner.email)).toEqual([]);

    const pending = await createUser(ds, { verified: false });
    await requestChange(me.auth, { email: pending.email, current_password: me.user.password }).expect(202);
    const [link] = await waitForMails(t.dataDir, pending.email);
    await http()
      .post('/api/auth/confirm-email')
      .send({ token: linkToken(link, '/confirm-email') })
      .expect(200);
    expect(await ds.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [pending.email])).toEqual([
      { id: me.user.id },
    ]);
  });

  it('refuses a link whose address another account verified in the meantime', async () => {
    const me = await signIn();
    const next = uniqueEmail('raced');
    await requestChange(me.auth, { email: next, current_password: me.user.password }).expect(202);
    const [link] = await waitForMails(t.dataDir, next);
    await createUser(ds, { email: next });
    const refused = await http()
      .post('/api/auth/confirm-email')
      .send({ token: linkToken(link, '/confirm-email') })
      .expect(409);
    expect(refused.body.message).toBe(EMAIL_IN_USE);
    expect((await http().get('/api/auth/me').set('Authorization', me.auth).expect(200)).body.email).toBe(me.user.email);
  });
});
