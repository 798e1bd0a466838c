import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  locationCheckQuerySchema,
  locationListQuerySchema,
  movieListQuerySchema,
} from '../../server/src/contracts/admin-catalog-rules.js';
import { PAGE_ROUTE_LIST } from '../../server/src/contracts/page-routes.js';
import { createUser } from '../support/accounts.js';
import { adminHeaders } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie, createPage, createSlider } from '../support/factories.js';
import {
  DEEP,
  DEEP_OBJECT,
  hostileBody,
  jsonValue,
  pathSegment,
  queryString,
  queryValue,
} from '../support/hostile-values.js';
import { bodySchemaOf, queryKeysOf, sampleOf, type OpenApiDocument } from '../support/openapi-samples.js';
import { listRoutes, type RegisteredRoute } from '../support/routes.js';

/**
 * Hostile values in every route the app serves, read from Nest's route table (the one the access
 * test reads), so a new route is fuzzed without being listed here: its query values, each path
 * parameter and its body, anonymous and as a caller its access policy lets through. Whatever comes
 * in, the answer is never a 5xx (a 4xx that says what is wrong, or the normal answer).
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
// Each test below walks every route of its kind, a minute or so on two cores.
jest.setTimeout(10 * 60_000);

type Caller = 'anonymous' | 'user' | 'admin';
type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

const verbOf = (route: RegisteredRoute) => route.method.toLowerCase() as Verb;
const keyOf = (route: RegisteredRoute) => `${route.method} ${route.path}`;
const paramsOf = (routePath: string) => [...routePath.matchAll(/:(\w+)/g)].map((match) => match[1]);
const takesBody = (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

/** Anonymous callers meet the guard; the caller the policy admits reaches the route's own checks. */
const callersOf = (route: RegisteredRoute): Caller[] =>
  route.policy?.kind === 'roles' ? ['anonymous', 'admin'] : ['anonymous', 'user'];

/** Query keys checked with zod schemas that the OpenAPI document does not list (ZodBodyPipe on @Query). */
const UNDOCUMENTED_QUERIES: Record<string, { shape: object }> = {
  'GET /api/admin/movies': movieListQuerySchema,
  'GET /api/admin/locations': locationListQuerySchema,
  'GET /api/admin/locations/check': locationCheckQuerySchema,
};

/** The one 5xx a route may give by design here: no AI model is configured in this test. */
const DOCUMENTED_5XX: Record<string, { status: number; message: string }> = {
  'POST /api/admin/generations': { status: 503, message: 'Generation is not configured: set OPENAI_API_KEY' },
};

describe('hostile input never causes a 5xx', () => {
  let t: TestApp;
  let clientDir: string;
  let doc: OpenApiDocument;
  let routes: RegisteredRoute[];
  const ids: Record<string, string> = {};
  const who: Record<Caller, Record<string, string>> = { anonymous: {}, user: {}, admin: {} };
  let password: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    // A client build of one file, so page paths (rendered per request) are exercised too.
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'ra-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000000', CLIENT_DIR: clientDir });
    routes = listRoutes(t.app);
    doc = (await http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const ds = t.app.get(DataSource);
    const movie = await createMovie(ds);
    const location = await createLocation(ds, movie);
    const slider = await createSlider(ds, 'home-hero', [{}]);
    const [slide] = (await ds.query('SELECT id FROM slides WHERE slider_id = $1', [slider.id])) as { id: string }[];
    // The admin editors write rows of their own, so the public reads keep finding theirs.
    const adminMovie = await createMovie(ds);
    const adminLocation = await createLocation(ds, adminMovie);
    const user = await createUser(ds);
    password = user.password;
    const login = await http().post('/api/auth/login').send({ email: user.email, password }).expect(200);
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
    const share = await http().post(`/api/trips/${trip.body.id}/share`).set(who.user);
    Object.assign(ids, {
      movie: movie.slug,
      movieId: movie.id,
      location: location.slug,
      locationId: location.id,
      page: (await createPage(ds)).slug,
      adminPage: (await createPage(ds)).id,
      adminMovie: adminMovie.id,
      adminLocation: adminLocation.id,
      slider: slider.id,
      slide: slide.id,
      review: review.body.id,
      trip: trip.body.id,
      stop: trip.body.stops[0].id,
      shareToken: share.body.token,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** Real values for route parameters, by the resource the path names, so a request reaches the route's checks. */
  function sampleParam(routePath: string, name: string): string | undefined {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const byName: Record<string, string> = {
      queue: 'domain-events',
      code: 'home-hero',
      locationId: ids.locationId,
      tripId: ids.trip,
      stopId: ids.stop,
      token: ids.shareToken,
      file: 'original.jpg',
      slug: routePath.startsWith('/api/locations/')
        ? ids.location
        : routePath.startsWith('/api/pages/')
          ? ids.page
          : ids.movie,
    };
    if (name !== 'id') return byName[name];
    const idByResource: [string, string][] = [
      ['/api/admin/queues/', '1'],
      ['/api/admin/movies/', ids.adminMovie],
      ['/api/admin/locations/', ids.adminLocation],
      ['/api/admin/pages/', ids.adminPage],
      ['/api/admin/sliders/', ids.slider],
      ['/api/admin/slides/', ids.slide],
      ['/api/admin/reviews/', ids.review],
      ['/api/reviews/', ids.review],
      ['/api/admin/generations/', unknownId],
      ['/api/admin/photos/', unknownId],
      // A decision changes a suggestion once; an unknown one still meets every check of the body.
      ['/api/admin/moderation/suggestions/', unknownId],
      ['/api/media/photos/', unknownId],
    ];
    return idByResource.find(([prefix]) => routePath.startsWith(prefix))?.[1];
  }

  /** The route's path with sample values, or `hostile` in the parameter `at`. */
  const fill = (routePath: string, at?: string, hostile?: string) =>
    routePath.replace(/:(\w+)/g, (_m, name: string) =>
      name === at ? hostile! : encodeURIComponent(sampleParam(routePath, name) ?? ''),
    );

  /**
   * A body the route accepts, so a hostile value in one field reaches the checks behind the others:
   * written out where the rows or the account matter, otherwise made from the route's documented schema.
   */
  function validBody(route: RegisteredRoute): Record<string, unknown> {
    const review = { rating: 4, visited_at: '2024-05-01', content: 'Stood right where the scene was shot.' };
    const written: Record<string, Record<string, unknown>> = {
      'POST /api/auth/register': {
        email: 'someone@example.com',
        password: 'secret123',
        display_name: 'Someone Hostile',
      },
      'POST /api/auth/login': { email: 'someone@example.com', password: 'secret123' },
      'POST /api/auth/reset-password': { token: 'abc', password: 'secret123' },
      // Never the account's password: the fuzz must not change it or delete the account it runs as.
      'POST /api/auth/password': { current_password: 'not-the-password', password: 'secret1234' },
      'POST /api/auth/delete-account': { password: 'not-the-password' },
      'POST /api/auth/email': { email: 'moved@example.com', current_password: password },
      'POST /api/reviews': { location_id: ids.locationId, ...review },
      'PATCH /api/reviews/:id': review,
      'PUT /api/saved-places/:locationId': { kind: 'been', visited_at: '2024-05-01' },
      'PATCH /api/trips/:tripId': {
        name: 'Renamed',
        day_budget_minutes: 300,
        visit_minutes: 20,
        start_stop_id: ids.stop,
      },
      'POST /api/trips/:tripId/stops/area': { south: 48, west: 2, north: 49, east: 3 },
      'PATCH /api/trips/:tripId/stops/:stopId': { note: 'Bring a camera', visit_minutes: 15 },
      'POST /api/trips/:tripId/best-order': { start_stop_id: ids.stop, position: { latitude: 48.85, longitude: 2.35 } },
    };
    const schema = bodySchemaOf(doc, route.method, route.path);
    const rows = {
      movie_id: ids.movieId,
      location_id: ids.locationId,
      location_ids: [ids.locationId],
      start_stop_id: ids.stop,
      stop_ids: [ids.stop],
    };
    const sample = schema ? sampleOf(doc, schema, rows) : {};
    return written[keyOf(route)] ?? (typeof sample === 'object' && sample !== null ? { ...sample } : {});
  }

  const expectNo5xx = (res: request.Response, route: RegisteredRoute, what: string) => {
    const documented = DOCUMENTED_5XX[keyOf(route)];
    if (documented && res.status === documented.status && res.body.message === documented.message) return;
    if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  };

  const send = (route: RegisteredRoute, url: string, as: Caller, body?: unknown) => {
    const req = http()[verbOf(route)](url).set(who[as]);
    return body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  };

  // it.each needs the table when the tests are collected, before the app starts: one test per
  // kind of input walks the table, naming the route that failed.
  const eachRoute = async (
    select: (route: RegisteredRoute) => boolean,
    check: (route: RegisteredRoute) => Promise<void>,
  ) => {
    const selected = routes.filter(select);
    expect(selected.length).toBeGreaterThan(0);
    for (const route of selected) await check(route);
  };

  it('has a sample value for every parameter of every route, so each route is reached', () => {
    const missing = routes.flatMap((route) =>
      paramsOf(route.path)
        .filter((name) => sampleParam(route.path, name) === undefined)
        .map((name) => `${keyOf(route)} :${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('GET routes with hostile query values', async () => {
    await eachRoute(
      (route) => route.method === 'GET',
      async (route) => {
        const keys = new Set([
          ...queryKeysOf(doc, route.method, route.path),
          ...Object.keys(UNDOCUMENTED_QUERIES[keyOf(route)]?.shape ?? {}),
          'x',
        ]);
        const params = fc.record(Object.fromEntries([...keys].map((key) => [key, queryValue])), { requiredKeys: [] });
        await fc.assert(
          fc.asyncProperty(params, fc.constantFrom(...callersOf(route)), async (query, as) => {
            const url = `${fill(route.path)}?${queryString(query as Record<string, string | string[]>)}`;
            expectNo5xx(await send(route, url, as), route, `GET ${url} as ${as}`);
          }),
          // Without documented keys only the unknown one varies: fewer runs find what there is.
          { numRuns: keys.size > 1 ? RUNS : Math.ceil(RUNS / 4) },
        );
      },
    );
  });

  it('every route with a hostile value in each path parameter', async () => {
    await eachRoute(
      (route) => paramsOf(route.path).length > 0,
      async (route) => {
        const body = takesBody(route) ? validBody(route) : undefined;
        const arbitrary = fc.tuple(
          fc.constantFrom(...paramsOf(route.path)),
          pathSegment,
          fc.constantFrom(...callersOf(route)),
        );
        await fc.assert(
          fc.asyncProperty(arbitrary, async ([param, segment, as]) => {
            const url = fill(route.path, param, segment);
            expectNo5xx(await send(route, url, as, body), route, `${route.method} ${url} as ${as}`);
          }),
          { numRuns: RUNS },
        );
      },
    );
  });

  it('every body route with hostile bodies', async () => {
    await eachRoute(takesBody, async (route) => {
      const url = fill(route.path);
      await fc.assert(
        fc.asyncProperty(hostileBody(validBody(route)), fc.constantFrom(...callersOf(route)), async (body, as) => {
          const res = await send(route, url, as, body);
          expectNo5xx(res, route, `${route.method} ${url} as ${as} with ${JSON.stringify(body).slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    });
  });

  it('every body route with a hostile JSON value for the whole body', async () => {
    await eachRoute(takesBody, async (route) => {
      await fc.assert(
        fc.asyncProperty(jsonValue, fc.constantFrom(...callersOf(route)), async (body, as) => {
          expectNo5xx(
            await send(route, fill(route.path), as, body),
            route,
            `${keyOf(route)} with ${JSON.stringify(body)}`,
          );
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    });
  });

  it('GET with hostile path segments in every web page of the page table, and an unknown path', async () => {
    const pages = [...new Set([...PAGE_ROUTE_LIST.map((page) => page.path), '/:unknown'])].filter((page) =>
      page.includes(':'),
    );
    expect(pages.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), pathSegment, async (page, segment) => {
        const url = page.replace(/:(\w+)/g, segment);
        const res = await http().get(url);
        if (res.status >= 500) throw new Error(`GET ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('refuses a NUL byte in review content, a search country and a job id with 400', async () => {
    const content = await http()
      .post('/api/reviews')
      .set(who.admin)
      .send({ location_id: ids.locationId, rating: 4, visited_at: '2024-05-01', content: 'Nice place\0 indeed.' });
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
    await eachRoute(takesBody, async (route) => {
      for (const body of [DEEP(16_000), DEEP_OBJECT(16_000), `{"content":${DEEP(100)}}`]) {
        const url = fill(route.path);
        const res = await http()[verbOf(route)](url).set(who.user).set('Content-Type', 'application/json').send(body);
        expect([keyOf(route), res.status, res.body.message]).toEqual([
          keyOf(route),
          400,
          'The request body is nested too deeply (at most 32 levels)',
        ]);
      }
    });
  });
});
