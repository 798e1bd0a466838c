import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DOMParser } from '@xmldom/xmldom';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  STOPS_PER_TRIP_MAX,
  TRIP_LIMIT_MESSAGE,
  TRIPS_PER_USER_MAX,
  stopLimitMessage,
  type SharedTrip,
  type TripDetail,
} from '../../server/src/contracts/trips.js';
import type { Location } from '../../server/src/locations/location.entity.js';
import type { Movie } from '../../server/src/movies/movie.entity.js';
import { createUser } from '../support/accounts.js';
import { adminHeaders } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { rawBody } from '../support/raw-body.js';
import { createLocation, createMovie } from '../support/factories.js';

/** Places along one Paris street, west to east, about 700 m apart. */
const STREET = [2.3, 2.31, 2.32, 2.33, 2.34].map((longitude) => ({ latitude: 48.86, longitude }));

describe('trips and saved places API', () => {
  let t: TestApp;
  let ds: DataSource;
  let movie: Movie;
  let street: Location[];
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', APP_URL: 'https://reelatlas.example' });
    ds = t.app.get(DataSource);
    movie = await createMovie(ds, { title: 'Amélie' });
    street = [];
    for (const [index, point] of STREET.entries())
      street.push(await createLocation(ds, movie, { name: `Street stop ${index}`, ...point }));
  });
  afterAll(() => t.close());

  async function signIn(fields: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ds, fields);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { user, auth: { Authorization: `Bearer ${res.body.access_token as string}` } };
  }
  type Auth = Awaited<ReturnType<typeof signIn>>['auth'];

  const newTrip = async (auth: Auth, locationIds: string[] = [], name = 'Paris walk'): Promise<TripDetail> =>
    (await http().post('/api/trips').set(auth).send({ name, location_ids: locationIds }).expect(201)).body;
  const placeNames = (trip: TripDetail | SharedTrip) => trip.stops.map((stop) => stop.place.name);

  describe('saved places', () => {
    it('marks a place Want to Go, then Been Here with a visit date, and unmarks it', async () => {
      const { auth } = await signIn();
      const [place] = street;
      const want = await http().put(`/api/saved-places/${place.id}`).set(auth).send({ kind: 'want' }).expect(200);
      expect(want.body).toMatchObject({
        location_id: place.id,
        kind: 'want',
        visited_at: null,
        location: { slug: place.slug, name: place.name, city: 'Paris', movie: { title: 'Amélie', slug: movie.slug } },
      });
      const been = await http()
        .put(`/api/saved-places/${place.id}`)
        .set(auth)
        .send({ kind: 'been', visited_at: '2024-05-01' })
        .expect(200);
      expect(been.body).toMatchObject({ kind: 'been', visited_at: '2024-05-01' });
      const list = await http().get('/api/saved-places').set(auth).expect(200);
      expect(list.body.items.map((item: { location_id: string }) => item.location_id)).toEqual([place.id]);

      await http().delete(`/api/saved-places/${place.id}`).set(auth).expect(204);
      await http().delete(`/api/saved-places/${place.id}`).set(auth).expect(204);
      expect((await http().get('/api/saved-places').set(auth).expect(200)).body.items).toEqual([]);
    });

    it('refuses a visit date in the future, a date on Want to Go and an unknown place', async () => {
      const { auth } = await signIn();
      const future = await http()
        .put(`/api/saved-places/${street[0].id}`)
        .set(auth)
        .send({ kind: 'been', visited_at: '2999-01-01' })
        .expect(400);
      expect(future.body.message).toEqual(['The visit date cannot be in the future']);
      const want = await http()
        .put(`/api/saved-places/${street[0].id}`)
        .set(auth)
        .send({ kind: 'want', visited_at: '2024-01-01' })
        .expect(400);
      expect(want.body.message).toBe('Only a place you have been to has a visit date');
      const unknown = await http()
        .put('/api/saved-places/00000000-0000-4000-8000-000000000000')
        .set(auth)
        .send({ kind: 'want' })
        .expect(404);
      expect(unknown.body.message).toBe('Location not found');
    });

    it('answers the state of many places at once and counts places, movies and countries', async () => {
      const { auth } = await signIn();
      const other = await createMovie(ds);
      const rome = await createLocation(ds, other, { city: 'Rome', country: 'Italy', latitude: 41.9, longitude: 12.5 });
      for (const place of [street[0], street[1], rome])
        await http().put(`/api/saved-places/${place.id}`).set(auth).send({ kind: 'been' }).expect(200);
      await http().put(`/api/saved-places/${street[2].id}`).set(auth).send({ kind: 'want' }).expect(200);

      const ids = [street[0].id, street[2].id, street[3].id].join(',');
      const states = await http().get(`/api/saved-places/states?location_ids=${ids}`).set(auth).expect(200);
      expect(states.body.states).toEqual({
        [street[0].id]: { kind: 'been', visited_at: null },
        [street[2].id]: { kind: 'want', visited_at: null },
        [street[3].id]: null,
      });
      const counts = await http().get('/api/saved-places/counts').set(auth).expect(200);
      expect(counts.body).toEqual({
        been: { places: 3, movies: 2, countries: 2 },
        want: { places: 1, movies: 1, countries: 1 },
      });
      const been = await http().get('/api/saved-places?kind=been').set(auth).expect(200);
      expect(been.body.items).toHaveLength(3);
      expect(been.body.counts).toEqual(counts.body);
      await http().get('/api/saved-places/states?location_ids=nope').set(auth).expect(400);
    });
  });

  describe('trips', () => {
    it('creates a trip with places in the order given, skipping places already in it', async () => {
      const { auth } = await signIn();
      const trip = await newTrip(auth, [street[2].id, street[0].id, street[2].id]);
      expect(placeNames(trip)).toEqual(['Street stop 2', 'Street stop 0']);
      const added = await http()
        .post(`/api/trips/${trip.id}/stops`)
        .set(auth)
        .send({ location_ids: [street[0].id, street[4].id] })
        .expect(201);
      expect(added.body).toMatchObject({ added: 1, skipped: 1 });
      expect(placeNames(added.body.trip)).toEqual(['Street stop 2', 'Street stop 0', 'Street stop 4']);
      expect(added.body.trip).toMatchObject({ day_budget_minutes: 360, visit_minutes: 30, start_stop_id: null });

      const list = await http().get('/api/trips').set(auth).expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: trip.id, name: 'Paris walk', stop_count: 3, cities: ['Paris'], shared: false }),
      ]);
    });

    it('renames, notes, times, reorders and removes stops', async () => {
      const { auth } = await signIn();
      const trip = await newTrip(auth, [street[0].id, street[1].id, street[2].id]);
      const [a, b, c] = trip.stops.map((stop) => stop.id);
      await http().patch(`/api/trips/${trip.id}`).set(auth).send({ name: '  Left bank  ' }).expect(200);
      const noted = await http()
        .patch(`/api/trips/${trip.id}/stops/${b}`)
        .set(auth)
        .send({ note: 'Croissant first', visit_minutes: 45 })
        .expect(200);
      expect(noted.body).toMatchObject({ name: 'Left bank' });
      expect(noted.body.stops[1]).toMatchObject({ note: 'Croissant first', visit_minutes: 45 });

      const reordered = await http()
        .put(`/api/trips/${trip.id}/stops/order`)
        .set(auth)
        .send({ stop_ids: [c, a, b] })
        .expect(200);
      expect(reordered.body.stops.map((stop: { id: string }) => stop.id)).toEqual([c, a, b]);
      const partial = await http()
        .put(`/api/trips/${trip.id}/stops/order`)
        .set(auth)
        .send({ stop_ids: [c, a] })
        .expect(400);
      expect(partial.body.message).toBe('The new order must list every stop of the trip exactly once');

      const removed = await http().delete(`/api/trips/${trip.id}/stops/${a}`).set(auth).expect(200);
      expect(removed.body.stops.map((stop: { id: string; position: number }) => [stop.id, stop.position])).toEqual([
        [c, 0],
        [b, 1],
      ]);
      await http().delete(`/api/trips/${trip.id}/stops/${a}`).set(auth).expect(404);
      await http().delete(`/api/trips/${trip.id}`).set(auth).expect(204);
      await http().get(`/api/trips/${trip.id}`).set(auth).expect(404);
    });

    it('saves the Best Order from a start stop, from a position, and from the trip setting', async () => {
      const { auth } = await signIn();
      const scrambled = [street[3], street[0], street[4], street[1], street[2]];
      const trip = await newTrip(
        auth,
        scrambled.map((place) => place.id),
      );
      const westEnd = trip.stops.find((stop) => stop.location_id === street[0].id)!;
      const ordered = await http()
        .post(`/api/trips/${trip.id}/best-order`)
        .set(auth)
        .send({ start_stop_id: westEnd.id })
        .expect(200);
      const eastward = street.map((place) => place.name);
      expect(placeNames(ordered.body)).toEqual(eastward);
      // Saved: the next read has the same order.
      expect(placeNames((await http().get(`/api/trips/${trip.id}`).set(auth).expect(200)).body)).toEqual(eastward);

      const fromEast = await http()
        .post(`/api/trips/${trip.id}/best-order`)
        .set(auth)
        .send({ position: { latitude: 48.86, longitude: 2.36 } })
        .expect(200);
      expect(placeNames(fromEast.body)).toEqual([...eastward].reverse());

      const middle = trip.stops.find((stop) => stop.location_id === street[2].id)!;
      await http().patch(`/api/trips/${trip.id}`).set(auth).send({ start_stop_id: middle.id }).expect(200);
      const fromSetting = await http().post(`/api/trips/${trip.id}/best-order`).set(auth).send({}).expect(200);
      expect(fromSetting.body.start_stop_id).toBe(middle.id);
      expect(placeNames(fromSetting.body)[0]).toBe('Street stop 2');

      const empty = await newTrip(auth);
      const none = await http()
        .post(`/api/trips/${empty.id}/best-order`)
        .set(auth)
        .send({ position: { latitude: 1, longitude: 2 } })
        .expect(200);
      expect(none.body).toMatchObject({ stops: [], legs: [], days: [] });
    });

    it('gives legs, days cut to the budget, and directions per day and per stop', async () => {
      const { auth } = await signIn();
      const trip = await newTrip(
        auth,
        street.map((place) => place.id),
      );
      expect(trip.legs).toHaveLength(4);
      for (const leg of trip.legs) {
        // About 730 m between neighbours, × 1.3 for the streets, at 4.5 km/h.
        expect(leg.metres).toBeGreaterThan(900);
        expect(leg.metres).toBeLessThan(1000);
        expect(leg.minutes).toBeCloseTo((leg.metres / 4500) * 60, 0);
      }
      expect(trip.days).toHaveLength(1);
      expect(trip.days[0]).toMatchObject({ day: 1, visit_minutes: 150 });
      expect(trip.days[0].directions.google[0].url).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/);
      expect(trip.stops[0].directions.apple).toMatch(/^https:\/\/maps\.apple\.com\//);

      // 50 minutes a day: a 30-minute visit plus a walk of ~13 minutes fits, a second visit does not.
      const tight = await http()
        .patch(`/api/trips/${trip.id}`)
        .set(auth)
        .send({ day_budget_minutes: 50, visit_minutes: 30 })
        .expect(200);
      expect(tight.body.days.map((day: { stop_ids: string[] }) => day.stop_ids.length)).toEqual([1, 1, 1, 1, 1]);
      expect(tight.body.stops.map((stop: { day: number }) => stop.day)).toEqual([1, 2, 3, 4, 5]);
      expect(tight.body.legs.every((leg: { same_day: boolean }) => !leg.same_day)).toBe(true);

      const short = await http()
        .patch(`/api/trips/${trip.id}/stops/${trip.stops[0].id}`)
        .set(auth)
        .send({ visit_minutes: 5 })
        .expect(200);
      expect(short.body.days[0].stop_ids).toEqual([trip.stops[0].id, trip.stops[1].id]);
      const refused = await http().patch(`/api/trips/${trip.id}`).set(auth).send({ day_budget_minutes: 5 }).expect(400);
      expect(refused.body.message).toEqual(['The day must be between 30 and 1440 minutes']);
    });

    it('adds the places inside a box drawn on the map', async () => {
      const { auth } = await signIn();
      const trip = await newTrip(auth);
      const added = await http()
        .post(`/api/trips/${trip.id}/stops/area`)
        .set(auth)
        .send({ south: 48.85, west: 2.305, north: 48.87, east: 2.325 })
        .expect(201);
      expect(added.body).toMatchObject({ added: 2, skipped: 0, capped: false });
      expect(added.body.found).toBeGreaterThanOrEqual(2);
      expect(placeNames(added.body.trip).sort()).toEqual(['Street stop 1', 'Street stop 2']);
      const upsideDown = await http()
        .post(`/api/trips/${trip.id}/stops/area`)
        .set(auth)
        .send({ south: 49, west: 2, north: 48, east: 3 })
        .expect(400);
      expect(upsideDown.body.message).toBe('The box must have its south edge below its north edge');
    });
  });

  describe('limits', () => {
    it(`refuses trip ${TRIPS_PER_USER_MAX + 1} with a message`, async () => {
      const { user, auth } = await signIn();
      await ds.query(`INSERT INTO trips (user_id, name) SELECT $1, 'Trip ' || n FROM generate_series(2, $2) n`, [
        user.id,
        TRIPS_PER_USER_MAX,
      ]);
      await newTrip(auth, [], 'The hundredth');
      const refused = await http().post('/api/trips').set(auth).send({ name: 'One too many' }).expect(409);
      expect(refused.body.message).toBe(TRIP_LIMIT_MESSAGE);
      expect(await ds.query(`SELECT count(*)::int AS n FROM trips WHERE user_id = $1`, [user.id])).toEqual([
        { n: TRIPS_PER_USER_MAX },
      ]);
    });

    it(`refuses stops past ${STOPS_PER_TRIP_MAX}, adding none of them`, async () => {
      const { auth } = await signIn();
      const crowded = await createMovie(ds);
      const rows: { id: string }[] = await ds.query(
        `INSERT INTO locations (slug, movie_id, name, latitude, longitude)
         SELECT 'crowd-' || $1 || '-' || n, $1::uuid, 'Crowd ' || n, 40 + n / 1000.0, 10 + n / 1000.0
         FROM generate_series(1, $2) n RETURNING id`,
        [crowded.id, STOPS_PER_TRIP_MAX + 2],
      );
      const ids = rows.map((row) => row.id);
      const full = await newTrip(auth, ids.slice(0, STOPS_PER_TRIP_MAX));
      expect(full.stops).toHaveLength(STOPS_PER_TRIP_MAX);
      const refused = await http()
        .post(`/api/trips/${full.id}/stops`)
        .set(auth)
        .send({ location_ids: ids.slice(STOPS_PER_TRIP_MAX - 1) })
        .expect(409);
      expect(refused.body.message).toBe(stopLimitMessage(STOPS_PER_TRIP_MAX, 2));
      const tooMany = await http()
        .post('/api/trips')
        .set(auth)
        .send({ name: 'Everything', location_ids: ids })
        .expect(400);
      expect(tooMany.body.message).toEqual([`At most ${STOPS_PER_TRIP_MAX} places at once`]);
      expect((await http().get(`/api/trips/${full.id}`).set(auth).expect(200)).body.stops).toHaveLength(
        STOPS_PER_TRIP_MAX,
      );
    });
  });

  describe('exports', () => {
    it('downloads the trip as GPX and KML with names, notes and films', async () => {
      const { auth } = await signIn();
      const trip = await newTrip(auth, [street[0].id, street[1].id], 'Amélie & friends');
      await http()
        .patch(`/api/trips/${trip.id}/stops/${trip.stops[0].id}`)
        .set(auth)
        .send({ note: 'Café des 2 Moulins <at 9>' })
        .expect(200);

      const gpx = await http().get(`/api/trips/${trip.id}/gpx`).set(auth).buffer(true).parse(rawBody).expect(200);
      expect(gpx.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
      expect(gpx.headers['content-disposition']).toBe(
        `attachment; filename="amelie-friends.gpx"; filename*=UTF-8''Am%C3%A9lie%20%26%20friends.gpx`,
      );
      const gpxDoc = new DOMParser().parseFromString(String(gpx.body), 'application/xml');
      const waypoints = Array.from(gpxDoc.getElementsByTagName('wpt'));
      expect(waypoints.map((wpt) => wpt.getElementsByTagName('name')[0].textContent)).toEqual([
        '1. Street stop 0',
        '2. Street stop 1',
      ]);
      expect(waypoints[0].getElementsByTagName('desc')[0].textContent).toBe(
        'Café des 2 Moulins <at 9>\nFilmed here: Amélie',
      );
      expect(gpxDoc.getElementsByTagName('rtept')).toHaveLength(2);
      expect(gpxDoc.getElementsByTagName('link')[0].getAttribute('href')).toBe(
        `https://reelatlas.example/trips/${trip.id}`,
      );

      const kml = await http().get(`/api/trips/${trip.id}/kml`).set(auth).buffer(true).parse(rawBody).expect(200);
      expect(kml.headers['content-type']).toBe('application/vnd.google-earth.kml+xml; charset=utf-8');
      expect(kml.headers['content-disposition']).toMatch(/^attachment; filename="amelie-friends\.kml"/);
      const kmlDoc = new DOMParser().parseFromString(String(kml.body), 'application/xml');
      expect(kmlDoc.getElementsByTagName('Placemark').length).toBe(3); // two stops and the route line
      expect(String(kml.body)).toContain('Filmed here: Amélie');
    });
  });

  describe('sharing', () => {
    it('shares read-only for anyone with the link, without the owner email; revoking ends it', async () => {
      const owner = await signIn({ email: 'trip.owner@example.com', display_name: 'Trip Owner' });
      const trip = await newTrip(owner.auth, [street[0].id, street[1].id]);
      const share = await http().post(`/api/trips/${trip.id}/share`).set(owner.auth).expect(201);
      expect(share.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(share.body.url).toBe(`https://reelatlas.example/shared-trips/${share.body.token}`);

      const shared = await http().get(`/api/shared-trips/${share.body.token}`).expect(200);
      expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shared.headers['cache-control']).toBe('no-store');
      expect(shared.body).toMatchObject({ id: trip.id, owner: { display_name: 'Trip Owner' } });
      expect(placeNames(shared.body)).toEqual(['Street stop 0', 'Street stop 1']);
      expect(JSON.stringify(shared.body)).not.toContain('trip.owner@example.com');
      expect(shared.body).not.toHaveProperty('share');
      expect(shared.body).not.toHaveProperty('user_id');
      await http().get(`/api/shared-trips/${share.body.token}/gpx`).expect(200);

      // A new share makes a new link; the old one is gone.
      const again = await http().post(`/api/trips/${trip.id}/share`).set(owner.auth).expect(201);
      expect(again.body.token).not.toBe(share.body.token);
      await http().get(`/api/shared-trips/${share.body.token}`).expect(404);
      expect((await http().get(`/api/trips/${trip.id}`).set(owner.auth).expect(200)).body.share.token).toBe(
        again.body.token,
      );

      await http().delete(`/api/trips/${trip.id}/share`).set(owner.auth).expect(204);
      const revoked = await http().get(`/api/shared-trips/${again.body.token}`).expect(404);
      expect(revoked.body.message).toBe('This shared trip does not exist, or its owner stopped sharing it');
      await http().get('/api/shared-trips/not-a-token').expect(404);
    });

    it('copies a shared trip to the signed-in visitor’s own trips', async () => {
      const owner = await signIn();
      const trip = await newTrip(owner.auth, [street[3].id, street[1].id], 'Borrow me');
      await http()
        .patch(`/api/trips/${trip.id}/stops/${trip.stops[0].id}`)
        .set(owner.auth)
        .send({ note: 'Start here' })
        .expect(200);
      const { token } = (await http().post(`/api/trips/${trip.id}/share`).set(owner.auth).expect(201)).body;

      await http().post(`/api/shared-trips/${token}/copy`).expect(401);
      const visitor = await signIn();
      const copy = await http().post(`/api/shared-trips/${token}/copy`).set(visitor.auth).expect(201);
      expect(copy.body.id).not.toBe(trip.id);
      expect(copy.body).toMatchObject({ name: 'Borrow me', share: null });
      expect(placeNames(copy.body)).toEqual(['Street stop 3', 'Street stop 1']);
      expect(copy.body.stops[0].note).toBe('Start here');
      expect((await http().get('/api/trips').set(visitor.auth).expect(200)).body).toHaveLength(1);
      // The original is the owner's still, unchanged.
      expect(placeNames((await http().get(`/api/trips/${trip.id}`).set(owner.auth).expect(200)).body)).toEqual([
        'Street stop 3',
        'Street stop 1',
      ]);
    });
  });

  describe('planning from a movie', () => {
    it('groups a movie’s places by city when they are far apart, biggest group first', async () => {
      const film = await createMovie(ds, { title: 'Two Cities' });
      await createLocation(ds, film, { name: 'Louvre', city: 'Paris', latitude: 48.861, longitude: 2.336 });
      await createLocation(ds, film, { name: 'Versailles', city: 'Versailles', latitude: 48.805, longitude: 2.12 });
      await createLocation(ds, film, {
        name: 'Colosseum',
        city: 'Rome',
        country: 'Italy',
        latitude: 41.89,
        longitude: 12.49,
      });
      const res = await http().get(`/api/trip-planner/movies/${film.slug}`).expect(200);
      expect(res.body.movie).toMatchObject({ title: 'Two Cities', slug: film.slug });
      expect(
        res.body.groups.map((group: { label: string; places: { name: string }[] }) => [
          group.label,
          group.places.map((place) => place.name),
        ]),
      ).toEqual([
        ['Paris and 1 more', ['Louvre', 'Versailles']],
        ['Rome', ['Colosseum']],
      ]);
      await http().get('/api/trip-planner/movies/no-such-movie').expect(404);
    });
  });

  describe('when places and accounts go', () => {
    it('removes a deleted place from trips and saved places, and the trip says so until dismissed', async () => {
      const { auth } = await signIn();
      const doomed = await createLocation(ds, movie, { name: 'Soon gone', latitude: 48.86, longitude: 2.35 });
      const trip = await newTrip(auth, [street[0].id, doomed.id, street[1].id]);
      await http().patch(`/api/trips/${trip.id}`).set(auth).send({ start_stop_id: trip.stops[1].id }).expect(200);
      await http().put(`/api/saved-places/${doomed.id}`).set(auth).send({ kind: 'want' }).expect(200);

      await http()
        .delete(`/api/admin/locations/${doomed.id}`)
        .set(await adminHeaders(t.app))
        .expect(204);

      const after = (await http().get(`/api/trips/${trip.id}`).set(auth).expect(200)).body as TripDetail;
      expect(placeNames(after)).toEqual(['Street stop 0', 'Street stop 1']);
      expect(after).toMatchObject({ removed_stops: 1, start_stop_id: null });
      expect(after.stops.map((stop) => stop.position)).toEqual([0, 1]);
      expect((await http().get('/api/saved-places').set(auth).expect(200)).body.items).toEqual([]);

      const dismissed = await http().delete(`/api/trips/${trip.id}/removed-stops`).set(auth).expect(200);
      expect(dismissed.body.removed_stops).toBe(0);
      expect(placeNames(dismissed.body)).toEqual(['Street stop 0', 'Street stop 1']);
    });

    it("includes trips and saved places in the account's data, and deleting the account deletes them", async () => {
      const { user, auth } = await signIn();
      const trip = await newTrip(auth, [street[0].id]);
      await http().put(`/api/saved-places/${street[1].id}`).set(auth).send({ kind: 'been' }).expect(200);

      const data = await http().get('/api/trips-data').set(auth).expect(200);
      expect(data.body.trips.map((item: TripDetail) => [item.id, placeNames(item)])).toEqual([
        [trip.id, ['Street stop 0']],
      ]);
      expect(data.body.saved_places).toEqual([expect.objectContaining({ location_id: street[1].id, kind: 'been' })]);

      await http().post('/api/auth/delete-account').set(auth).send({ password: user.password }).expect(204);
      const left = await ds.query(
        `SELECT (SELECT count(*)::int FROM trips WHERE user_id = $1) AS trips,
                (SELECT count(*)::int FROM trip_stops WHERE trip_id = $2) AS stops,
                (SELECT count(*)::int FROM saved_places WHERE user_id = $1) AS saved`,
        [user.id, trip.id],
      );
      expect(left).toEqual([{ trips: 0, stops: 0, saved: 0 }]);
      const events = await ds.query(
        `SELECT type FROM outbox WHERE payload->>'userId' = $1 AND type IN ('trip.deleted', 'saved-place.changed')
         ORDER BY id DESC LIMIT 2`,
        [user.id],
      );
      expect(events.map((event: { type: string }) => event.type).sort()).toEqual([
        'saved-place.changed',
        'trip.deleted',
      ]);
    });
  });
});
