import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser, uniqueEmail } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pendingOutbox, waitFor } from '../support/events.js';

const TRIES = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

/**
 * forgot-password and resend-verification must not tell, by their timing, whether an account
 * exists: the answer only records the request (the mail goes out from the job queue).
 */
describe('account mail requests take the same time for known and unknown addresses', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '10000' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function timed(route: string, email: string): Promise<number> {
    const started = process.hrtime.bigint();
    await request(t.app.getHttpServer()).post(`/api/auth/${route}`).send({ email }).expect(202);
    const took = Number(process.hrtime.bigint() - started) / 1e6;
    // Let the background mail work finish, so it does not land on the next measurement.
    await waitFor(async () => (await pendingOutbox(t.app)) === 0, 10_000, 'the outbox to drain');
    await new Promise((resolve) => setTimeout(resolve, 15));
    return took;
  }

  it.each([
    ['forgot-password', true],
    ['resend-verification', false],
  ] as const)('%s', async (route, verified) => {
    const known = await createUser(ds, { verified });
    for (let i = 0; i < 5; i++) await timed(route, uniqueEmail('warm-up'));
    // Interleaved, so load on the machine falls on both sides alike.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      knownTimes.push(await timed(route, known.email));
      unknownTimes.push(await timed(route, uniqueEmail('nobody')));
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    // A sign test over the adjacent pairs, robust to the load of a shared machine: with no
    // difference, the known address is the slower one in about half the pairs (17+ of 20
    // either way happens by chance once in ~400 runs).
    const knownSlower = knownTimes.filter((time, i) => time > unknownTimes[i]).length;
    console.log(
      `${route}: median ${k.toFixed(2)} ms for an account, ${u.toFixed(2)} ms for none; account slower in ${knownSlower}/${TRIES}`,
    );
    expect(knownSlower).toBeGreaterThanOrEqual(4);
    expect(knownSlower).toBeLessThanOrEqual(16);
  });
});
