import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser } from '../support/accounts.js';
import { adminHeaders } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie, createPage, createSlider } from '../support/factories.js';

/**
 * Hostile values in every public read and every body, anonymous and signed in: whatever comes
 * in, the answer is never a 5xx (a 4xx that says what is wrong, or the normal answer).
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);

const NASTY = [
  '\0',
  'a\0b',
  '%00',
  '1e20',
  '-1e20',
  '1e309',
  '-1',
  '-0',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(40),
  '99999999999999999999',
  '',
  ' ',
  '[]',
  '{}',
  'null',
  'true',
  '٣',
  '𝟙',
  '\ud800',
  'é'.repeat(300),
  'x'.repeat(20_000),
  "'; DROP TABLE movies; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '2024-02-30',
  '9999-12-31',
  '\u202e\u0000\uFEFF',
  'a'.repeat(64) + '@' + 'b'.repeat(255) + '.com',
  '%',
  '%zz',
  '\\',
  '\n\r\t',
];

/** The supertest method of a write route. */
const verbOf = (method: string) => method.toLowerCase() as 'post' | 'put' | 'patch';

/** A hostile text: a known nasty value, arbitrary (binary) text, or a number written out. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** Any JSON value, or a hostile text: arrays and objects where scalars belong, and the reverse. */
const jsonValue = fc.oneof(
  { weight: 3, arbitrary: text },
  fc.jsonValue({ maxDepth: 4 }),
  fc.double(),
  fc.constant(1e20),
  fc.integer(),
);

/** Query values: a text, or the same key repeated (Express makes an array of it). */
const queryValue = fc.oneof({ weight: 4, arbitrary: text }, fc.array(text, { minLength: 2, maxLength: 3 }));

function queryString(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value ?? []].flat()) search.append(key, v);
  return search.toString();
}

/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it), or raw odd escapes. */
const pathSegment = fc.oneof(
  {
    weight: 4,
    arbitrary: text.map((s) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  },
  fc.constantFrom('%ff', '%c0%80', '%zz', '%', '..', '%2e%2e', '%2f', 'a%00', '%E2%80%AE'),
);

const DEEP = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const DEEP_OBJECT = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('hostile input never causes a 5xx', () => {
  let t: TestApp;
  let clientDir: string;
  let ids: {
    movie: string;
    location: string;
    locationId: string;
    page: string;
    review: string;
    trip: string;
    stop: string;
  };
  const who: Record<'anonymous' | 'user' | 'admin', Record<string, string>> = { anonymous: {}, user: {}, admin: {} };
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    // A client build of one file, so page paths (rendered per request) are exercised too.
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'ra-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000000', CLIENT_DIR: clientDir });
    const ds = t.app.get(DataSource);
    const movie = await createMovie(ds);
    const location = await createLocation(ds, movie);
    const page = await createPage(ds);
    await createSlider(ds, 'home-hero', [{}]);
    const user = await createUser(ds);
    const login = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    who.user = { Authorization: `Bearer ${login.body.access_token as string}` };
    who.admin = await adminHeaders(t.app);
    const review = await http()
      .post('/api/reviews')
      .set(who.user)
      .send({ location_id: location.id, rating: 4, visited_at: '2024-05-01', content: 'A review to poke at.' })
      .expect(201);
    const trip = await http()
      .post('/api/trips')
      .set(who.user)
      .send({ name: 'A trip to poke at', location_ids: [location.id] })
      .expect(201);
    ids = {
      movie: movie.slug,
      location: location.slug,
      locationId: location.id,
      page: page.slug,
      review: review.body.id,
      trip: trip.body.id,
      stop: trip.body.stops[0].id,
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const expectNo5xx = (res: request.Response, what: string) => {
    if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  };
  const caller = fc.constantFrom<keyof typeof who>('anonymous', 'user');

  const READS: [string, string[]][] = [
    ['/api/movies', ['offset', 'limit']],
    ['/api/locations/near', ['lat', 'lon', 'limit']],
    ['/api/reviews', ['location_id', 'offset', 'limit']],
    ['/api/reviews/mine', ['location_id']],
    ['/api/search', ['q', 'tab', 'year', 'country', 'limit', 'offset']],
    ['/api/settings', ['x']],
    ['/api/map/config', ['x']],
    ['/api/map/locations', ['x']],
    ['/api/health', ['x']],
    ['/api/saved-places', ['kind']],
    ['/api/saved-places/states', ['location_ids']],
    ['/api/trips', ['x']],
  ];

  it.each(READS)('GET %s with hostile query values', async (route, keys) => {
    const params = fc.record(Object.fromEntries(keys.map((key) => [key, queryValue])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(params, caller, async (query, as) => {
        const url = `${route}?${queryString(query as Record<string, string | string[]>)}`;
        expectNo5xx(await http().get(url).set(who[as]), `GET ${url}`);
      }),
      { numRuns: RUNS },
    );
  });

  const SEGMENT_ROUTES = [
    (s: string) => `/api/movies/${s}`,
    (s: string) => `/api/locations/${s}`,
    (s: string) => `/api/locations/${s}/nearby`,
    (s: string) => `/api/pages/${s}`,
    (s: string) => `/api/sliders/${s}`,
    (s: string) => `/api/trips/${s}`,
    (s: string) => `/api/trips/${s}/gpx`,
    (s: string) => `/api/shared-trips/${s}`,
    (s: string) => `/api/shared-trips/${s}/kml`,
    (s: string) => `/api/trip-planner/movies/${s}`,
    (s: string) => `/locations/${s}`,
    (s: string) => `/movies/${s}`,
    (s: string) => `/${s}`,
  ];

  it('GET with hostile path segments (API and web pages)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEGMENT_ROUTES), pathSegment, caller, async (route, segment, as) => {
        const url = route(segment);
        expectNo5xx(await http().get(url).set(who[as]), `GET ${url}`);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it('POST job retries with hostile queue names and job ids (as an admin, past the guard)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('domain-events', 'search'), pathSegment, async (queue, id) => {
        const url = `/api/admin/queues/${queue}/jobs/${id}/retry`;
        expectNo5xx(await http().post(url).set(who.admin), `POST ${url}`);
      }),
      { numRuns: RUNS },
    );
  });

  const validReview = () => ({
    location_id: ids.locationId,
    rating: 4,
    visited_at: '2024-05-01',
    content: 'Stood right where the scene was shot.',
  });
  const WRITES: [string, string, () => string, () => Record<string, unknown>, (keyof typeof who)[]][] = [
    [
      'register',
      'POST',
      () => '/api/auth/register',
      () => ({ email: 'someone@example.com', password: 'secret123', display_name: 'Someone Hostile' }),
      ['anonymous'],
    ],
    [
      'login',
      'POST',
      () => '/api/auth/login',
      () => ({ email: 'someone@example.com', password: 'secret123' }),
      ['anonymous'],
    ],
    ['refresh', 'POST', () => '/api/auth/refresh', () => ({}), ['anonymous', 'user']],
    ['logout', 'POST', () => '/api/auth/logout', () => ({}), ['anonymous', 'user']],
    ['verify-email', 'POST', () => '/api/auth/verify-email', () => ({ token: 'abc' }), ['anonymous']],
    [
      'resend-verification',
      'POST',
      () => '/api/auth/resend-verification',
      () => ({ email: 'someone@example.com' }),
      ['anonymous'],
    ],
    [
      'forgot-password',
      'POST',
      () => '/api/auth/forgot-password',
      () => ({ email: 'someone@example.com' }),
      ['anonymous'],
    ],
    [
      'reset-password',
      'POST',
      () => '/api/auth/reset-password',
      () => ({ token: 'abc', password: 'secret123' }),
      ['anonymous'],
    ],
    ['create review', 'POST', () => '/api/reviews', validReview, ['anonymous', 'user']],
    [
      'save a place',
      'PUT',
      () => `/api/saved-places/${ids.locationId}`,
      () => ({ kind: 'been', visited_at: '2024-05-01' }),
      ['anonymous', 'user'],
    ],
    [
      'create trip',
      'POST',
      () => '/api/trips',
      () => ({ name: 'Hostile trip', location_ids: [ids.locationId] }),
      ['anonymous', 'user'],
    ],
    [
      'edit trip',
      'PATCH',
      () => `/api/trips/${ids.trip}`,
      () => ({ name: 'Renamed', day_budget_minutes: 300, visit_minutes: 20, start_stop_id: ids.stop }),
      ['anonymous', 'user'],
    ],
    [
      'add stops',
      'POST',
      () => `/api/trips/${ids.trip}/stops`,
      () => ({ location_ids: [ids.locationId] }),
      ['anonymous', 'user'],
    ],
    [
      'add stops in a box',
      'POST',
      () => `/api/trips/${ids.trip}/stops/area`,
      () => ({ south: 48, west: 2, north: 49, east: 3 }),
      ['anonymous', 'user'],
    ],
    [
      'order stops',
      'PUT',
      () => `/api/trips/${ids.trip}/stops/order`,
      () => ({ stop_ids: [ids.stop] }),
      ['anonymous', 'user'],
    ],
    [
      'edit stop',
      'PATCH',
      () => `/api/trips/${ids.trip}/stops/${ids.stop}`,
      () => ({ note: 'Bring a camera', visit_minutes: 15 }),
      ['anonymous', 'user'],
    ],
    [
      'best order',
      'POST',
      () => `/api/trips/${ids.trip}/best-order`,
      () => ({ start_stop_id: ids.stop, position: { latitude: 48.85, longitude: 2.35 } }),
      ['anonymous', 'user'],
    ],
    ['edit review', 'PATCH', () => `/api/reviews/${ids.review}`, validReview, ['anonymous', 'user']],
    [
      'retry job',
      'POST',
      () => '/api/admin/queues/domain-events/jobs/1/retry',
      () => ({}),
      ['anonymous', 'user', 'admin'],
    ],
  ];

  /** A valid body with some fields replaced by hostile values (and maybe an unknown key), or no object at all. */
  const hostileBody = (valid: Record<string, unknown>) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record(Object.fromEntries(Object.keys({ ...valid, extra: 0 }).map((key) => [key, jsonValue])), {
            requiredKeys: [],
          })
          .map((h) => ({ ...valid, ...h })),
      },
      jsonValue,
    );

  it.each(WRITES)('%s with hostile bodies', async (_name, method, url, valid, callers) => {
    await fc.assert(
      fc.asyncProperty(hostileBody(valid()), fc.constantFrom(...callers), async (body, as) => {
        const res = await http()
          [verbOf(method)](url())
          .set(who[as])
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expectNo5xx(res, `${method} ${url()} as ${as} with ${JSON.stringify(body).slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a NUL byte in review content, a search country and a job id with 400', async () => {
    const content = await http()
      .post('/api/reviews')
      .set(who.admin)
      .send({ ...validReview(), content: 'Nice place\0 indeed.' });
    expect([content.status, content.body.message]).toEqual([400, 'Text may not contain NUL characters']);
    const country = await http().get('/api/search?q=paris&country=%00');
    expect([country.status, country.body.message]).toEqual([400, 'Text may not contain NUL characters']);
    const job = await http().post('/api/admin/queues/domain-events/jobs/a%00b/retry').set(who.admin);
    expect([job.status, job.body.message]).toEqual([400, 'Text may not contain NUL characters']);
  });

  it('refuses numbers past their maximum with 400', async () => {
    for (const url of [
      '/api/movies?offset=1e20',
      '/api/movies?offset=1000001',
      `/api/reviews?location_id=${ids.locationId}&offset=1e20`,
      '/api/search?q=a&offset=1e20',
    ]) {
      const res = await http().get(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
  });

  it('refuses text that is not well-formed Unicode with 400', async () => {
    const res = await http()
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800@example.com","password":"secret123"}');
    expect([res.status, res.body.message]).toEqual([400, 'Text must be valid Unicode']);
  });

  it('refuses deeply nested JSON with 400 and a clear message, on every body route', async () => {
    for (const [, method, url] of WRITES) {
      for (const body of [DEEP(16_000), DEEP_OBJECT(16_000), `{"content":${DEEP(100)}}`]) {
        const res = await http()
          [verbOf(method)](url())
          .set(who.user)
          .set('Content-Type', 'application/json')
          .send(body);
        expect([url(), res.status, res.body.message]).toEqual([
          url(),
          400,
          'The request body is nested too deeply (at most 32 levels)',
        ]);
      }
    }
  });
});
