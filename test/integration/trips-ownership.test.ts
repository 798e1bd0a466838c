import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODULE_METADATA } from '@nestjs/common/constants.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TripDetail } from '../../server/src/contracts/trips.js';
import { TripsModule } from '../../server/src/trips/index.js';
import { createUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';
import { listRoutes, rawRequest, type RegisteredRoute } from '../support/routes.js';

/**
 * Trips and saved places are their owner's (issue #33): every route of the trips module, read from
 * the route table (a new route is replayed without being listed here), is called as another user
 * and anonymously. Another user's trip answers 404 like an unknown id, so ids say nothing; routes
 * without a trip id act on the caller's own data only, which the owner's rows prove afterwards.
 */
const PUBLIC_BY_DESIGN = [
  'GET /api/shared-trips/:token',
  'GET /api/shared-trips/:token/gpx',
  'GET /api/shared-trips/:token/kml',
  'GET /api/trip-planner/movies/:slug',
];

const tripsControllers = new Set(
  (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, TripsModule) as { name: string }[]).map((c) => c.name),
);

describe('trips ownership: every trips route, replayed as someone else and signed out', () => {
  let t: TestApp;
  let ds: DataSource;
  let routes: RegisteredRoute[];
  let owner: { id: string; email: string; auth: Record<string, string> };
  let intruder: { auth: Record<string, string> };
  let trip: TripDetail;
  let token: string;
  let sample: Record<string, string>;
  const http = () => request(t.app.getHttpServer());

  async function signIn() {
    const user = await createUser(ds);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { id: user.id, email: user.email, auth: { authorization: `Bearer ${res.body.access_token as string}` } };
  }

  /** The owner's rows in every table of the module, to compare before and after the replay. */
  const ownerRows = () =>
    ds.query(
      `SELECT json_build_object(
         'trips', (SELECT json_agg(t ORDER BY t.id) FROM trips t WHERE t.user_id = $1),
         'stops', (SELECT json_agg(s ORDER BY s.id) FROM trip_stops s JOIN trips t ON t.id = s.trip_id WHERE t.user_id = $1),
         'saved', (SELECT json_agg(p ORDER BY p.location_id) FROM saved_places p WHERE p.user_id = $1)) AS rows`,
      [owner.id],
    );

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    routes = listRoutes(t.app).filter((route) => tripsControllers.has(route.handler.split('.')[0]));
    const movie = await createMovie(ds);
    const places = [
      await createLocation(ds, movie, { latitude: 48.86, longitude: 2.3 }),
      await createLocation(ds, movie, { latitude: 48.86, longitude: 2.31 }),
      await createLocation(ds, movie, { latitude: 48.86, longitude: 2.32 }),
    ];
    owner = await signIn();
    intruder = await signIn();
    trip = (
      await http()
        .post('/api/trips')
        .set(owner.auth)
        .send({ name: 'Mine', location_ids: [places[0].id, places[1].id] })
        .expect(201)
    ).body;
    token = (await http().post(`/api/trips/${trip.id}/share`).set(owner.auth).expect(201)).body.token;
    await http().put(`/api/saved-places/${places[0].id}`).set(owner.auth).send({ kind: 'want' }).expect(200);
    sample = {
      tripId: trip.id,
      stopId: trip.stops[0].id,
      locationId: places[2].id,
      token,
      slug: movie.slug,
    };
  });
  afterAll(() => t.close());

  const fill = (path: string) =>
    path.replace(/:(\w+)/g, (_m, name: string) => {
      if (!(name in sample)) throw new Error(`No sample value for :${name} in ${path}`);
      return sample[name];
    });
  const key = (route: RegisteredRoute) => `${route.method} ${route.path}`;

  /** A body each route accepts, so the answer is about who asks, not about the input. */
  async function bodyFor(route: RegisteredRoute): Promise<object> {
    const stopIds = async () =>
      ((await http().get(`/api/trips/${trip.id}`).set(owner.auth)).body as TripDetail).stops?.map((s) => s.id) ?? [];
    const bodies: Record<string, () => Promise<object> | object> = {
      'POST /api/trips': () => ({ name: 'Intruder trip' }),
      'PATCH /api/trips/:tripId': () => ({ name: 'Taken over', start_stop_id: sample.stopId }),
      'POST /api/trips/:tripId/stops': () => ({ location_ids: [sample.locationId] }),
      'POST /api/trips/:tripId/stops/area': () => ({ south: 48, west: 2, north: 49, east: 3 }),
      'PUT /api/trips/:tripId/stops/order': async () => ({ stop_ids: (await stopIds()).reverse() }),
      'PATCH /api/trips/:tripId/stops/:stopId': () => ({ note: 'Was here', visit_minutes: 10 }),
      'POST /api/trips/:tripId/best-order': () => ({ start_stop_id: sample.stopId }),
      'PUT /api/saved-places/:locationId': () => ({ kind: 'been' }),
    };
    return (await bodies[key(route)]?.()) ?? {};
  }

  const call = async (route: RegisteredRoute, headers: Record<string, string>) => {
    let req = http()[route.method.toLowerCase() as 'get'](fill(route.path)).set(headers);
    if (route.method !== 'GET') req = req.send(await bodyFor(route));
    if (route.method === 'GET' && route.path === '/api/saved-places/states')
      req = req.query({ location_ids: [sample.locationId, trip.stops[0].location_id].join(',') });
    return req;
  };

  it('finds the routes of the module, and only the ones named here are public', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(
      routes
        .filter((route) => route.policy?.kind === 'public')
        .map(key)
        .sort(),
    ).toEqual(PUBLIC_BY_DESIGN);
    expect(routes.filter((route) => !route.policy).map(key)).toEqual([]);
  });

  it('refuses every other route to a visitor who is not signed in (401)', async () => {
    const answered: string[] = [];
    for (const route of routes.filter((r) => r.policy?.kind !== 'public')) {
      const { status } = await rawRequest(t.app, route.method, fill(route.path));
      if (status !== 401) answered.push(`${key(route)} -> ${status}`);
    }
    expect(answered).toEqual([]);
  });

  it("answers 404 to another user for every route of someone else's trip, and changes nothing", async () => {
    const before = await ownerRows();
    const leaked: string[] = [];
    for (const route of routes.filter((r) => r.path.includes(':tripId'))) {
      const res = await call(route, intruder.auth);
      if (res.status !== 404 || res.body.message !== 'Trip not found')
        leaked.push(`${key(route)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(leaked).toEqual([]);
    expect(await ownerRows()).toEqual(before);
  });

  it("lets another user's requests on the other routes reach only their own data", async () => {
    const before = await ownerRows();
    const ownerIds = [trip.id, ...trip.stops.map((stop) => stop.id), owner.email, owner.id];
    const leaked: string[] = [];
    for (const route of routes.filter((r) => !r.path.includes(':tripId') && r.policy?.kind !== 'public')) {
      const res = await call(route, intruder.auth);
      if (res.status >= 500) leaked.push(`${key(route)} -> ${res.status}`);
      const body = JSON.stringify(res.body ?? '');
      for (const id of ownerIds) if (body.includes(id)) leaked.push(`${key(route)} shows ${id}`);
    }
    expect(leaked).toEqual([]);
    expect(await ownerRows()).toEqual(before);
    // The intruder's saved place is theirs, not the owner's.
    const states = await http()
      .get(`/api/saved-places/states?location_ids=${trip.stops[0].location_id}`)
      .set(intruder.auth)
      .expect(200);
    expect(states.body.states).toEqual({ [trip.stops[0].location_id]: null });
  });

  it("finds none of another trip's stops in the user's own trip", async () => {
    const own = (await http().post('/api/trips').set(intruder.auth).send({ name: 'Own' }).expect(201)).body;
    const foreignStop = trip.stops[0].id;
    await http().patch(`/api/trips/${own.id}/stops/${foreignStop}`).set(intruder.auth).send({ note: 'x' }).expect(404);
    await http().delete(`/api/trips/${own.id}/stops/${foreignStop}`).set(intruder.auth).expect(404);
    await http().patch(`/api/trips/${own.id}`).set(intruder.auth).send({ start_stop_id: foreignStop }).expect(404);
    await http()
      .post(`/api/trips/${own.id}/best-order`)
      .set(intruder.auth)
      .send({ start_stop_id: foreignStop })
      .expect(404);
    await http()
      .put(`/api/trips/${own.id}/stops/order`)
      .set(intruder.auth)
      .send({ stop_ids: [foreignStop] })
      .expect(400);
  });

  it('serves the same requests to the owner, so the refusals above were about ownership', async () => {
    const tripRoutes = routes.filter((r) => r.path.includes(':tripId'));
    // Deletions last, the trip itself at the very end.
    const rank = (route: RegisteredRoute) =>
      route.method !== 'DELETE' ? 0 : route.path === '/api/trips/:tripId' ? 2 : 1;
    const refused: string[] = [];
    for (const route of [...tripRoutes].sort((a, b) => rank(a) - rank(b))) {
      const res = await call(route, owner.auth);
      if (res.status >= 300) refused.push(`${key(route)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(refused).toEqual([]);
    await http().get(`/api/trips/${trip.id}`).set(owner.auth).expect(404);
  });
});
