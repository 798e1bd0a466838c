import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser, linkToken, mailsTo, uniqueDisplayName, uniqueEmail, waitForMails } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pendingOutbox, waitFor } from '../support/events.js';

const refreshCookie = (res: request.Response): string => {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ra_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.split(';')[0];
};

describe('accounts hardening', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());
  const register = (email: string, password: string) =>
    http().post('/api/auth/register').send({ email, password, display_name: uniqueDisplayName() }).expect(202);
  const login = (email: string, password: string) => http().post('/api/auth/login').send({ email, password });
  const me = (token: string) => http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const drained = () => waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');

  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'http://reelatlas.test', AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('account pre-hijacking', () => {
    it("lets the address owner's sign-up replace a stranger's pending one: only the newest link and password work", async () => {
      const victim = uniqueEmail('victim');
      await register(victim, 'attacker-pass');
      const [strangersLink] = await waitForMails(t.dataDir, victim, 1);
      await register(victim, 'victim-pass');
      const mails = await waitForMails(t.dataDir, victim, 2);

      await http()
        .post('/api/auth/verify-email')
        .send({ token: linkToken(strangersLink, '/verify-email') })
        .expect(400);
      await http()
        .post('/api/auth/verify-email')
        .send({ token: linkToken(mails[1], '/verify-email') })
        .expect(200);
      await login(victim, 'attacker-pass').expect(401);
      await login(victim, 'victim-pass').expect(200);
    });

    it('expires an unverified account after 7 days by default: no more links, and the address is free again', async () => {
      const stale = await createUser(ds, { verified: false, password: 'first-pass' });
      const fresh = await createUser(ds, { verified: false });
      await ds.query(`UPDATE users SET updated_at = now() - interval '8 days' WHERE id = $1`, [stale.id]);
      await ds.query(`UPDATE users SET updated_at = now() - interval '6 days' WHERE id = $1`, [fresh.id]);
      await http().post('/api/auth/resend-verification').send({ email: stale.email }).expect(202);
      await http().post('/api/auth/resend-verification').send({ email: fresh.email }).expect(202);
      await waitForMails(t.dataDir, fresh.email, 1);
      await drained();
      expect(mailsTo(t.dataDir, stale.email)).toHaveLength(0);

      await register(stale.email, 'second-pass');
      const rows = await ds.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [stale.email]);
      expect(rows).toHaveLength(1);
      expect(rows[0].id).not.toBe(stale.id);
      const [mail] = await waitForMails(t.dataDir, stale.email, 1);
      await http()
        .post('/api/auth/verify-email')
        .send({ token: linkToken(mail, '/verify-email') })
        .expect(200);
      await login(stale.email, 'second-pass').expect(200);
    });
  });

  describe('registration tells nothing about an address', () => {
    it("answers a reviewer's public name the same for their own address and for any other", async () => {
      const reviewer = await createUser(ds);
      const pending = await createUser(ds, { verified: false });
      const attempt = async (email: string, name: string) => {
        const res = await http()
          .post('/api/auth/register')
          .send({ email, password: 'any-pass-123', display_name: name });
        return { status: res.status, body: res.body as unknown };
      };
      const owners = await attempt(reviewer.email, reviewer.display_name);
      const others = await attempt(uniqueEmail('stranger'), reviewer.display_name);
      expect(owners).toEqual(others);
      expect(others.status).toBe(409);
      // Whatever the case of the name, and for a sign-up still waiting for its link.
      expect(await attempt(reviewer.email.toUpperCase(), reviewer.display_name.toUpperCase())).toEqual(others);
      expect(await attempt(pending.email, pending.display_name)).toEqual(
        await attempt(uniqueEmail('stranger'), pending.display_name),
      );
      await drained();
      expect(mailsTo(t.dataDir, reviewer.email)).toHaveLength(0);
    });
  });

  describe('access tokens end with their sign-in', () => {
    it('refuses the access token at once after sign-out', async () => {
      const user = await createUser(ds);
      const res = await login(user.email, user.password).expect(200);
      await me(res.body.access_token).expect(200);
      await http().post('/api/auth/logout').set('Cookie', refreshCookie(res)).expect(204);
      await me(res.body.access_token).expect(401);
    });

    it('refuses every access token of the user at once after a password reset', async () => {
      const user = await createUser(ds);
      const first = (await login(user.email, user.password).expect(200)).body.access_token as string;
      const second = (await login(user.email, user.password).expect(200)).body.access_token as string;
      await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
      const [mail] = await waitForMails(t.dataDir, user.email, 1);
      await http()
        .post('/api/auth/reset-password')
        .send({ token: linkToken(mail, '/reset-password'), password: 'new-password' })
        .expect(200);
      await me(first).expect(401);
      await me(second).expect(401);
      const after = (await login(user.email, 'new-password').expect(200)).body.access_token as string;
      await me(after).expect(200);
    });

    it('refuses the access tokens of a sign-in whose refresh token was replayed', async () => {
      const user = await createUser(ds);
      const signedIn = await login(user.email, user.password).expect(200);
      const rotated = await http().post('/api/auth/refresh').set('Cookie', refreshCookie(signedIn)).expect(200);
      await me(rotated.body.access_token).expect(200);
      await http().post('/api/auth/refresh').set('Cookie', refreshCookie(signedIn)).expect(401); // the replay
      await me(signedIn.body.access_token).expect(401);
      await me(rotated.body.access_token).expect(401);
    });

    it('keeps other sign-ins of the same user working', async () => {
      const user = await createUser(ds);
      const phone = await login(user.email, user.password).expect(200);
      const laptop = await login(user.email, user.password).expect(200);
      await http().post('/api/auth/logout').set('Cookie', refreshCookie(phone)).expect(204);
      await me(laptop.body.access_token).expect(200);
    });
  });

  describe('cross-site requests to /api/auth', () => {
    it('accepts JSON only (415 for form and text bodies), so an HTML form cannot sign anyone in', async () => {
      const user = await createUser(ds);
      const form = await http()
        .post('/api/auth/login')
        .type('form')
        .send({ email: user.email, password: user.password });
      expect(form.status).toBe(415);
      const text = await http()
        .post('/api/auth/login')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ email: user.email, password: user.password }));
      expect(text.status).toBe(415);
      await http()
        .post('/api/auth/register')
        .type('form')
        .send({ email: uniqueEmail(), password: 'secret123' })
        .expect(415);
      await http().post('/api/auth/refresh').type('form').send('').expect(415);
      await login(user.email, user.password).expect(200);
    });

    it("refuses cookie-bearing requests from another site's Origin, and takes the app's own", async () => {
      const user = await createUser(ds);
      const cookie = refreshCookie(await login(user.email, user.password).expect(200));
      await http().post('/api/auth/refresh').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
      await http().post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
      await http().post('/api/auth/refresh').set('Cookie', cookie).set('Origin', 'http://reelatlas.test').expect(200);
    });
  });
});
