import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser, uniqueEmail } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';

const LIMIT = 3;
// Failed sign-ins of one account (all addresses) after which each attempt on it waits: 0.5 s, then 1 s, ...
const SLOW_AFTER = 3;

/** One sign-in per forwarded address (a fresh unknown email each time unless a body is given); their statuses. */
async function statusesFrom(t: TestApp, forwardedFor: string[], body?: Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const res = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send(body ?? ghost());
    statuses.push(res.status);
  }
  return statuses;
}

const ghost = () => ({ email: uniqueEmail('ghost'), password: 'wrong-pass' });

/** What `run` returns and how long it took, in milliseconds. */
async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

describe('rate limits: TRUST_PROXY unset (trust no proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: String(LIMIT), AUTH_ACCOUNT_FAILURE_LIMIT: '100' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: rotating it from one client does not lift the limit', async () => {
    const statuses = await statusesFrom(t, ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('rate limits: TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AUTH_RATE_LIMIT: String(LIMIT),
      AUTH_ACCOUNT_FAILURE_LIMIT: String(LIMIT),
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => t.close());

  it('keys on the client address the proxy reports, so clients behind it do not share one limit', async () => {
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
    expect(await statusesFrom(t, addresses)).toEqual([401, 401, 401, 401, 401]);
    // ...while one client is still limited.
    expect(await statusesFrom(t, ['203.0.113.9', '203.0.113.9', '203.0.113.9', '203.0.113.9'])).toEqual([
      401, 401, 401, 429,
    ]);
  });

  it('groups IPv6 clients by /64: new addresses in the same /64 share a limit, another /64 does not', async () => {
    const sameNet = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1::2',
      '2001:db8:aa:1:ffff::3',
      '2001:db8:aa:1:1234:5678:9abc:def0',
    ];
    const statuses: number[] = [];
    for (const address of sameNet) statuses.push(...(await statusesFrom(t, [address])));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await statusesFrom(t, ['2001:db8:aa:2::1'])).toEqual([401]);
  });
});

describe('failed sign-ins of one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_FAILURE_LIMIT: String(LIMIT),
      AUTH_ACCOUNT_SLOWDOWN_AFTER: String(SLOW_AFTER),
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => t.close());

  it('limits failed sign-ins per account and address: the owner elsewhere still signs in, only slowed down', async () => {
    const user = await createUser(t.app.get(DataSource));
    const wrong = { email: user.email, password: 'not-the-password' };
    const right = { email: user.email.toUpperCase(), password: user.password };
    expect(await statusesFrom(t, ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.1'], wrong)).toEqual([
      401, 401, 401, 429,
    ]);
    // That address stays shut for this account, the right password included...
    expect(await statusesFrom(t, ['192.0.2.1'], right)).toEqual([429]);
    // ...but another address is not, and past SLOW_AFTER failures every attempt on the account waits.
    const [other, tookOther] = await timed(() => statusesFrom(t, ['192.0.2.2'], wrong));
    expect(other).toEqual([401]);
    expect(tookOther).toBeGreaterThanOrEqual(450);
    const [owner, tookOwner] = await timed(() => statusesFrom(t, ['192.0.2.50'], right));
    expect(owner).toEqual([200]);
    expect(tookOwner).toBeGreaterThanOrEqual(900);
  });

  it('treats an unknown email the same way, so neither a 429 nor a wait tells whether an account exists', async () => {
    const nobody = ghost();
    expect(await statusesFrom(t, ['192.0.2.60', '192.0.2.60', '192.0.2.60', '192.0.2.60'], nobody)).toEqual([
      401, 401, 401, 429,
    ]);
    const [other, took] = await timed(() => statusesFrom(t, ['192.0.2.61'], nobody));
    expect(other).toEqual([401]);
    expect(took).toBeGreaterThanOrEqual(450);
    // Other accounts are not affected.
    const someone = await createUser(t.app.get(DataSource));
    expect(await statusesFrom(t, ['192.0.2.60'], { email: someone.email, password: someone.password })).toEqual([200]);
  });
});
