import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RefreshSessionsService } from '../../server/src/auth/refresh-sessions.service.js';
import { DISPLAY_NAME_TAKEN } from '../../server/src/contracts/display-name.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser, linkToken, mailsTo, uniqueDisplayName, uniqueEmail, waitForMails } from '../support/accounts.js';
import { pendingOutbox, waitFor } from '../support/events.js';

const refreshCookie = (res: request.Response): string => {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('ra_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.split(';')[0];
};

describe('accounts: register, verify, sign in, sessions, recovery', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'http://reelatlas.test', AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const register = (email: string, password = 'secret123') =>
    http().post('/api/auth/register').send({ email, password, display_name: uniqueDisplayName() });
  const login = (email: string, password = 'secret123') => http().post('/api/auth/login').send({ email, password });

  it('registers, mails a one-time verification link, refuses sign-in until verified, then signs in', async () => {
    const email = uniqueEmail('newcomer');
    const res = await register(email).expect(202);
    expect(res.body.message).toMatch(/check your email/i);
    const [row] = await ds.query(`SELECT password_hash, email_verified_at FROM users WHERE email = $1`, [email]);
    expect(row.email_verified_at).toBeNull();
    expect(row.password_hash).toMatch(/^scrypt\$/);

    const refused = await login(email).expect(403);
    expect(refused.body.message).toMatch(/verify your email/i);
    expect(refused.body.error).toBe('email_not_verified');

    const [mail] = await waitForMails(t.dataDir, email);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('http://reelatlas.test/verify-email?token=');
    const token = linkToken(mail, '/verify-email');
    await http().post('/api/auth/verify-email').send({ token }).expect(200);
    const reused = await http().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(reused.body.message).toMatch(/invalid or has expired/);

    const signedIn = await login(email.toUpperCase()).expect(200);
    expect(signedIn.body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email, role: 'user' } });
    expect(signedIn.body.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(signedIn.body).not.toHaveProperty('refresh_token');
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('ra_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Secure/);

    const me = await http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${signedIn.body.access_token}`)
      .expect(200);
    expect(me.body).toEqual({ id: signedIn.body.user.id, email, display_name: expect.any(String), role: 'user' });
  });

  it('answers register for an existing email exactly like a new one and emails the owner instead', async () => {
    const existing = await createUser(ds);
    const fresh = uniqueEmail();
    const a = await register(existing.email, 'another-pass').expect(202);
    const b = await register(fresh).expect(202);
    expect(a.body).toEqual(b.body);
    const [notice] = await waitForMails(t.dataDir, existing.email);
    expect(notice.subject).toBe('You already have a ReelAtlas account');
    const [row] = await ds.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)`, [
      existing.email,
    ]);
    expect(row.n).toBe(1);
    // The original password still works: registering again changed nothing.
    await login(existing.email, existing.password).expect(200);
  });

  it('registers with a display name: checked, unique regardless of case, and what /me returns', async () => {
    const email = uniqueEmail('named');
    const named = (display_name: unknown, address = uniqueEmail('other')) =>
      http().post('/api/auth/register').send({ email: address, password: 'secret123', display_name });
    for (const [name, message] of [
      [undefined, 'Display name is required'],
      ['  ', 'Display name is required'],
      ['a', 'Display name must be 2 to 40 characters'],
      ['x'.repeat(41), 'Display name must be 2 to 40 characters'],
      ['me@example.com', 'A display name cannot be an email address'],
      ['<script>', "Use letters, numbers, spaces and . _ - ' only, starting with a letter or number"],
    ] as const) {
      const res = await named(name).expect(400);
      expect(res.body.message).toContain(message);
    }
    const chosen = `Marlow ${uniqueDisplayName().slice(-8)}`;
    await named(chosen, email).expect(202);
    const taken = await named(chosen.toUpperCase()).expect(409);
    expect(taken.body.message).toBe(DISPLAY_NAME_TAKEN);
    // Its own (still unverified) address meets the same answer: a name never tells whose it is.
    expect((await named(chosen, email).expect(409)).body).toEqual(taken.body);

    const token = linkToken((await waitForMails(t.dataDir, email, 1)).at(-1)!, '/verify-email');
    await http().post('/api/auth/verify-email').send({ token }).expect(200);
    const session = await login(email).expect(200);
    expect(session.body.user).toEqual({ id: expect.any(String), email, display_name: chosen, role: 'user' });
  });

  it('gives accounts created without a name a generated one', async () => {
    const user = await createUser(ds);
    const [row] = await ds.query(`SELECT display_name FROM users WHERE id = $1`, [user.id]);
    expect(row.display_name.length).toBeGreaterThanOrEqual(2);
    expect(row.display_name).not.toContain('@');
    const [generated] = await ds.query(`INSERT INTO users (email) VALUES ($1) RETURNING display_name`, [
      uniqueEmail('cli'),
    ]);
    expect(generated.display_name).toMatch(/^Film fan [0-9A-F]{8}$/);
  });

  it('refuses wrong passwords and unknown emails with the same message', async () => {
    const user = await createUser(ds);
    const wrong = await login(user.email, 'not-the-password').expect(401);
    const unknown = await login(uniqueEmail('ghost')).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('validates credentials with the SPEC §5 messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'secret123' }, 'Email is required'],
      [{ email: 'not-an-email', password: 'secret123' }, 'Invalid email address'],
      [{ email: 'a@example.com' }, 'Password is required'],
      [{ email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    ];
    for (const [body, message] of cases) {
      for (const route of ['register', 'login']) {
        const send = route === 'register' ? { ...body, display_name: 'Valid Name' } : body;
        const res = await http().post(`/api/auth/${route}`).send(send).expect(400);
        expect(res.body.message).toEqual([message]);
      }
    }
  });

  it('resends the verification email only to unverified accounts, with one answer for all', async () => {
    const pending = uniqueEmail('pending');
    await register(pending).expect(202);
    const verified = await createUser(ds);
    const answers = await Promise.all(
      [pending, verified.email, uniqueEmail('nobody')].map((email) =>
        http().post('/api/auth/resend-verification').send({ email }).expect(202),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const mails = await waitForMails(t.dataDir, pending, 2);
    expect(mails).toHaveLength(2);
    await waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');
    expect(mailsTo(t.dataDir, verified.email)).toHaveLength(0);
    // The newest link replaces the older one.
    await http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(mails[0], '/verify-email') })
      .expect(400);
    await http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(mails[1], '/verify-email') })
      .expect(200);
    await login(pending).expect(200);
  });

  it('rotates the refresh token, and a replayed old token revokes the whole family', async () => {
    const user = await createUser(ds);
    const first = refreshCookie(await login(user.email, user.password).expect(200));
    const rotated = await http().post('/api/auth/refresh').set('Cookie', first).expect(200);
    expect(rotated.body.user).toEqual({
      id: user.id,
      email: user.email,
      display_name: user.display_name,
      role: 'user',
    });
    const second = refreshCookie(rotated);
    expect(second).not.toBe(first);

    // The first token was used already: presenting it again looks like theft.
    await http().post('/api/auth/refresh').set('Cookie', first).expect(401);
    // ...so the legitimate holder's newer token is revoked too.
    await http().post('/api/auth/refresh').set('Cookie', second).expect(401);
    const [row] = await ds.query(
      `SELECT count(*)::int AS live FROM refresh_sessions WHERE user_id = $1 AND revoked_at IS NULL`,
      [user.id],
    );
    expect(row.live).toBe(0);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await createUser(ds);
    const cookie = refreshCookie(await login(user.email, user.password).expect(200));
    const token = decodeURIComponent(cookie.split('=')[1]);
    const rows = await ds.query(`SELECT token_hash FROM refresh_sessions WHERE user_id = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs out by revoking the refresh token and clearing the cookie', async () => {
    const user = await createUser(ds);
    const cookie = refreshCookie(await login(user.email, user.password).expect(200));
    const out = await http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/ra_refresh=;/);
    await http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
  });

  it('answers a refresh without a cookie with no session (204, not an error), and refuses forged tokens', async () => {
    const anonymous = await http().post('/api/auth/refresh').expect(204);
    expect(anonymous.text).toBe('');
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    await http().post('/api/auth/refresh').set('Cookie', 'ra_refresh=not-a-token').expect(401);
    await http().get('/api/auth/me').expect(401);
    await http().get('/api/auth/me').set('Authorization', 'Bearer not.a.jwt').expect(401);
  });

  it('recovers a password by email link: single use, signs out other sessions, answers alike for unknown emails', async () => {
    const user = await createUser(ds);
    const oldSession = refreshCookie(await login(user.email, user.password).expect(200));
    const known = await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const unknown = await http()
      .post('/api/auth/forgot-password')
      .send({ email: uniqueEmail('nobody') })
      .expect(202);
    expect(known.body).toEqual(unknown.body);

    const [mail] = await waitForMails(t.dataDir, user.email);
    expect(mail.subject).toBe('Reset your ReelAtlas password');
    const token = linkToken(mail, '/reset-password');
    const short = await http().post('/api/auth/reset-password').send({ token, password: '123' }).expect(400);
    expect(short.body.message).toEqual(['Password must be at least 6 characters']);
    await http().post('/api/auth/reset-password').send({ token, password: 'brand-new-pass' }).expect(200);
    await http().post('/api/auth/reset-password').send({ token, password: 'another-pass' }).expect(400);

    await login(user.email, user.password).expect(401);
    await login(user.email, 'brand-new-pass').expect(200);
    await http().post('/api/auth/refresh').set('Cookie', oldSession).expect(401);
  });

  it('writes each message as a private JSON file and keeps secrets out of the answers', async () => {
    const email = uniqueEmail('files');
    const res = await register(email).expect(202);
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    const [mail] = await waitForMails(t.dataDir, email);
    expect(mail.file).toMatch(/^\d+-[0-9a-f]{12}\.json$/);
    expect(mail.html).toContain('<a href="http://reelatlas.test/verify-email?token=');
  });
});

describe('accounts: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const http = () => request(t.app.getHttpServer());
  const body = { email: 'limit@example.com', password: 'secret123' };
  // Every route that takes a secret from an email link answers whether it is valid: each is limited.
  const link = { token: 'a'.repeat(43) };
  const payloads: Record<string, object> = {
    login: body,
    register: { ...body, display_name: uniqueDisplayName() },
    'resend-verification': { email: body.email },
    'forgot-password': { email: body.email },
    'verify-email': link,
    'reset-password': { ...link, password: body.password },
    'confirm-email': link,
  };

  it.each(Object.keys(payloads))('answers 429 after too many %s attempts', async (route) => {
    for (let i = 0; i < 3; i++) {
      const res = await http().post(`/api/auth/${route}`).send(payloads[route]);
      expect(res.status).not.toBe(429);
    }
    await http().post(`/api/auth/${route}`).send(payloads[route]).expect(429);
  });

  it('limits failed refreshes per address, and a refused refresh keeps a live sign-in', async () => {
    const user = await createUser(t.app.get(DataSource));
    // Signed in directly: this app's sign-in route has used up its own limit above.
    const session = await t.app.get(RefreshSessionsService).issue(user.id);
    for (let i = 0; i < 3; i++) await http().post('/api/auth/refresh').set('Cookie', 'ra_refresh=guess').expect(401);
    await http().post('/api/auth/refresh').set('Cookie', 'ra_refresh=guess').expect(429);
    // Refreshes that succeed, or carry no cookie, are not what is counted; the limit still holds.
    await http().post('/api/auth/refresh').expect(204);
    const refused = await http().post('/api/auth/refresh').set('Cookie', `ra_refresh=${session.token}`).expect(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const row = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS live FROM refresh_sessions WHERE user_id = $1 AND revoked_at IS NULL`, [user.id]);
    expect(row[0].live).toBe(1);
  });
});
