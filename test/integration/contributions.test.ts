import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PLACE_CHANGED_MESSAGE, type ProposedPlace } from '../../server/src/contracts/contributions.js';
import type { Location } from '../../server/src/locations/location.entity.js';
import { PhotosService } from '../../server/src/media/photos.service.js';
import type { Movie } from '../../server/src/movies/movie.entity.js';
import { createUser, waitForMails } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

/**
 * Visitors' suggestions and the moderation inbox (issue 34) on a real app and database: who may
 * do what, the limits, and that an editor's decision writes exactly what an admin edit writes
 * (accept), nothing (decline) or only credit (merge); a suggestion older than an admin edit of its
 * place is a conflict.
 */
describe('contributions', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: { auth: string; id: string };
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '100000' });
    ds = t.app.get(DataSource);
    admin = await signIn({ role: 'admin' });
  });
  afterAll(() => t.close());

  /** A visitor; `ageHours` backdates the account (a new account has a lower limit). */
  async function signIn(options: { role?: 'user' | 'admin'; ageHours?: number; display_name?: string } = {}) {
    const user = await createUser(ds, { role: options.role, display_name: options.display_name });
    const ageHours = options.ageHours ?? 48;
    await ds.query(`UPDATE users SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [
      user.id,
      ageHours,
    ]);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    return { ...user, auth: `Bearer ${res.body.access_token as string}` };
  }

  const proposal = (fields: Partial<ProposedPlace> = {}): ProposedPlace => ({
    name: 'Pont des Arts',
    latitude: 48.858353,
    longitude: 2.337474,
    address: 'Pont des Arts',
    city: 'Paris',
    country: 'France',
    scene: 'The farewell on the bridge',
    scene_time: '01:02:15',
    precision: 'exact',
    kind: 'filmed_here',
    ...fields,
  });
  const suggestPlace = (auth: string, movie: Movie, body: object) =>
    http().post(`/api/movies/${movie.slug}/suggestions`).set('Authorization', auth).send(body);
  const suggestCorrection = (auth: string, place: Location, body: object) =>
    http().post(`/api/locations/${place.slug}/suggestions`).set('Authorization', auth).send(body);
  const decide = (id: string, action: 'accept' | 'decline' | 'merge', body: object = {}) =>
    http().post(`/api/admin/moderation/suggestions/${id}/${action}`).set('Authorization', admin.auth).send(body);
  const detail = async (id: string) =>
    (await http().get(`/api/admin/moderation/suggestions/${id}`).set('Authorization', admin.auth).expect(200)).body;
  /** A place's fields as a correction prefills them. */
  const currentOf = (place: Location): ProposedPlace => ({
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    address: place.address ?? null,
    city: place.city,
    country: place.country,
    scene: null,
    scene_time: null,
    precision: 'exact',
    kind: 'filmed_here',
  });

  const catalogueSnapshot = async () => ({
    locations: await ds.query(`SELECT * FROM locations ORDER BY id`),
    audit: await ds.query(`SELECT count(*)::int AS n FROM audit_log`),
    events: await ds.query(`SELECT count(*)::int AS n FROM outbox WHERE type <> 'suggestion.decided'`),
    redirects: await ds.query(`SELECT count(*)::int AS n FROM slug_redirects`),
  });

  it('takes suggestions from signed-in visitors only, validated, and shows each visitor only their own', async () => {
    const movie = await createMovie(ds);
    const ana = await signIn({ display_name: `Ana ${Date.now()}` });
    const ben = await signIn();
    await http().post(`/api/movies/${movie.slug}/suggestions`).send(proposal()).expect(401);
    await suggestPlace(ana.auth, { ...movie, slug: 'no-such-movie' } as Movie, {
      ...proposal(),
      source: 'I was there',
    }).expect(404);

    const html = await suggestPlace(ana.auth, movie, { ...proposal({ name: '<b>Pont</b>' }), source: 'Seen it' });
    expect(html.status).toBe(400);
    expect(html.body.message.join(' ')).toContain('plain text');
    const script = await suggestPlace(ana.auth, movie, { ...proposal(), source: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    const time = await suggestPlace(ana.auth, movie, { ...proposal({ scene_time: '1:75:00' }), source: 'The DVD' });
    expect(time.status).toBe(400);
    const extra = await suggestPlace(ana.auth, movie, { ...proposal(), source: 'The DVD', state: 'accepted' });
    expect(extra.status).toBe(400);
    const far = await suggestPlace(ana.auth, movie, { ...proposal({ latitude: 91 }), source: 'The DVD' });
    expect(far.status).toBe(400);

    const made = await suggestPlace(ana.auth, movie, { ...proposal(), source: 'https://example.com/pont' }).expect(201);
    expect(made.body).toMatchObject({
      kind: 'new_place',
      state: 'pending',
      proposed_name: 'Pont des Arts',
      movie: { slug: movie.slug, title: movie.title },
      place: null,
    });
    const stored = await ds.query(`SELECT proposed FROM location_suggestions WHERE id = $1`, [made.body.id]);
    // The time is normalised; the rest as sent.
    expect(stored[0].proposed.scene_time).toBe('1:02:15');

    const anaList = (await http().get('/api/account/contributions').set('Authorization', ana.auth).expect(200)).body;
    expect(anaList.map((item: { id: string }) => item.id)).toEqual([made.body.id]);
    const benList = (await http().get('/api/account/contributions').set('Authorization', ben.auth).expect(200)).body;
    expect(benList).toEqual([]);
    // Editors only: a visitor cannot read the inbox or decide.
    await http().get('/api/admin/moderation').set('Authorization', ana.auth).expect(403);
    await http().get(`/api/admin/moderation/suggestions/${made.body.id}`).set('Authorization', ana.auth).expect(403);
    await http()
      .post(`/api/admin/moderation/suggestions/${made.body.id}/accept`)
      .set('Authorization', ana.auth)
      .send({})
      .expect(403);
  });

  it('keeps at most 10 suggestions waiting per person, and 3 for an account younger than a day', async () => {
    const movie = await createMovie(ds);
    const newcomer = await signIn({ ageHours: 2 });
    const regular = await signIn({ ageHours: 72 });
    const send = (auth: string, i: number) =>
      suggestPlace(auth, movie, { ...proposal({ name: `Place number ${i}` }), source: 'Walked there' });
    for (let i = 0; i < 3; i++) await send(newcomer.auth, i).expect(201);
    expect((await send(newcomer.auth, 3).expect(429)).body.message).toContain('first day');
    // Ten sent at once: the per-visitor lock counts them one after the other.
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => send(regular.auth, i)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(10);
    expect(results.filter((res) => res.status === 429)).toHaveLength(2);
    // A decision frees a place in the queue.
    const [first] = results.filter((res) => res.status === 201);
    await decide(first.body.id as string, 'decline', { reason: 'Not a filming location' }).expect(200);
    await send(regular.auth, 99).expect(201);
  });

  it('accepts a correction with exactly the rows, events and audit record of an admin edit', async () => {
    const movie = await createMovie(ds);
    const viaSuggestion = await createLocation(ds, movie, { name: 'Old Corner', address: 'Rue A' });
    const viaAdmin = await createLocation(ds, movie, { name: 'Old Corner', address: 'Rue A' });
    const visitor = await signIn();
    const changes = { name: 'Café des 2 Moulins', latitude: 48.884929, longitude: 2.333966, address: '15 Rue Lepic' };
    const made = await suggestCorrection(visitor.auth, viaSuggestion, {
      ...currentOf(viaSuggestion),
      ...changes,
      source: 'The café is named in the credits',
      reason: 'The position was the square, the café is up the street',
    }).expect(201);

    const view = await detail(made.body.id as string);
    expect(view.current).toMatchObject({ id: viaSuggestion.id, name: 'Old Corner' });
    expect(view.fields.find((field: { field: string }) => field.field === 'name')).toEqual({
      field: 'name',
      current: 'Old Corner',
      proposed: 'Café des 2 Moulins',
      changed: true,
    });
    expect(view.fields.find((field: { field: string }) => field.field === 'city').changed).toBe(false);
    expect(view.distance_m).toBeGreaterThan(2000);

    const eventsFrom = async (id: string, since: number) =>
      (
        await ds.query(`SELECT type, payload FROM outbox WHERE id > $2 AND payload->>'locationId' = $1 ORDER BY id`, [
          id,
          since,
        ])
      ).map((row: { type: string }) => row.type);
    const auditOf = async (id: string) =>
      ds.query(`SELECT actor_id, entity, action, changed_fields FROM audit_log WHERE entity_id = $1`, [id]);
    const [{ max }] = await ds.query(`SELECT coalesce(max(id), 0)::int AS max FROM outbox`);

    const accepted = await decide(made.body.id as string, 'accept').expect(200);
    expect(accepted.body).toMatchObject({ state: 'accepted', place: { slug: viaSuggestion.slug } });
    await http()
      .put(`/api/admin/locations/${viaAdmin.id}`)
      .set('Authorization', admin.auth)
      .send({
        movie_id: movie.id,
        slug: viaAdmin.slug,
        description: viaAdmin.description,
        scene_description: viaAdmin.scene_description,
        city: viaAdmin.city,
        state: viaAdmin.state,
        country: viaAdmin.country,
        image_url: viaAdmin.image_url,
        is_verified: viaAdmin.is_verified,
        ...changes,
      })
      .expect(200);

    const rowOf = async (id: string) => {
      const [row] = await ds.query(`SELECT * FROM locations WHERE id = $1`, [id]);
      const { id: _id, slug: _slug, created_at: _created, updated_at: _updated, search_vector: _vector, ...rest } = row;
      return rest;
    };
    expect(await rowOf(viaSuggestion.id)).toEqual(await rowOf(viaAdmin.id));
    expect(await eventsFrom(viaSuggestion.id, max)).toEqual(await eventsFrom(viaAdmin.id, max));
    expect(await eventsFrom(viaSuggestion.id, max)).toEqual(['location.saved']);
    const [bySuggestion] = await auditOf(viaSuggestion.id);
    const [byAdmin] = await auditOf(viaAdmin.id);
    expect({ ...bySuggestion, changed_fields: [...bySuggestion.changed_fields].sort() }).toEqual({
      ...byAdmin,
      changed_fields: [...byAdmin.changed_fields].sort(),
    });
    expect(bySuggestion.actor_id).toBe(admin.id);

    // The visitor's list shows it accepted, and the place carries the credit.
    const mine = (await http().get('/api/account/contributions').set('Authorization', visitor.auth).expect(200)).body;
    expect(mine[0]).toMatchObject({ state: 'accepted', place: { slug: viaSuggestion.slug } });
    const mail = await waitForMails(t.dataDir, visitor.email);
    expect(mail[0].text).toContain('Accepted');
    expect(mail[0].text).toContain('/account/contributions');
    // Deciding twice is refused.
    await decide(made.body.id as string, 'decline', { reason: 'Changed my mind' }).expect(409);
  });

  it('accepts a new place with the editor’s changes through the location writer, credited to the visitor', async () => {
    const movie = await createMovie(ds);
    const ana = await signIn({ display_name: `Ana ${Math.random().toString(36).slice(2, 8)}` });
    const made = await suggestPlace(ana.auth, movie, { ...proposal(), source: 'Walked there' }).expect(201);
    await decide(made.body.id as string, 'accept', { changes: { name: '<i>x</i>' } }).expect(400);
    await decide(made.body.id as string, 'accept', { changes: { name: null } }).expect(400);
    const accepted = await decide(made.body.id as string, 'accept', {
      changes: { name: 'Pont des Arts footbridge', precision: 'street' },
    }).expect(200);
    expect(accepted.body.state).toBe('accepted_with_changes');
    const [place] = await ds.query(`SELECT * FROM locations WHERE movie_id = $1`, [movie.id]);
    expect(place).toMatchObject({
      name: 'Pont des Arts footbridge',
      slug: 'pont-des-arts-footbridge',
      precision: 'street',
      kind: 'filmed_here',
      scene: 'The farewell on the bridge',
      scene_time_seconds: 3735,
    });
    expect(accepted.body.place).toEqual({ slug: place.slug, name: place.name });
    const audit = await ds.query(`SELECT action, actor_id FROM audit_log WHERE entity_id = $1`, [place.id]);
    expect(audit).toEqual([{ action: 'create', actor_id: admin.id }]);
    const events = await ds.query(`SELECT type FROM outbox WHERE payload->>'locationId' = $1`, [place.id]);
    expect(events).toEqual([{ type: 'location.saved' }]);

    const page = (await http().get(`/api/locations/${place.slug}`).expect(200)).body;
    expect(page.credit).toEqual({ suggested_by: ana.display_name, corrected_by_count: 0, corrected_by: [] });
    const mine = (await http().get('/api/account/contributions').set('Authorization', ana.auth).expect(200)).body;
    expect(mine[0]).toMatchObject({ state: 'accepted_with_changes', proposed_name: 'Pont des Arts footbridge' });
  });

  it('declines with a reason the visitor sees, writing nothing to the catalogue', async () => {
    const movie = await createMovie(ds);
    const place = await createLocation(ds, movie);
    const visitor = await signIn();
    const made = await suggestCorrection(visitor.auth, place, {
      ...currentOf(place),
      name: 'Somewhere else',
      source: 'A fan forum',
      reason: 'The name is wrong',
    }).expect(201);
    const before = await catalogueSnapshot();
    await decide(made.body.id as string, 'decline', {}).expect(400);
    await decide(made.body.id as string, 'decline', { reason: '<script>x</script>' }).expect(400);
    const declined = await decide(made.body.id as string, 'decline', {
      reason: 'The film shows the other side of the street',
    }).expect(200);
    expect(declined.body.state).toBe('declined');
    expect(await catalogueSnapshot()).toEqual(before);
    const mine = (await http().get('/api/account/contributions').set('Authorization', visitor.auth).expect(200)).body;
    expect(mine[0]).toMatchObject({
      state: 'declined',
      decline_reason: 'The film shows the other side of the street',
    });
    const [mail] = await waitForMails(t.dataDir, visitor.email);
    expect(mail.text).toContain('The film shows the other side of the street');
  });

  it('merges a duplicate into an existing place of the same movie: credit only', async () => {
    const movie = await createMovie(ds);
    const existing = await createLocation(ds, movie, {
      name: 'Sacré-Cœur steps',
      latitude: 48.8867,
      longitude: 2.3431,
    });
    const other = await createLocation(ds, await createMovie(ds));
    const helpers = [await signIn(), await signIn()];
    const ids: string[] = [];
    for (const helper of helpers) {
      const made = await suggestPlace(helper.auth, movie, {
        ...proposal({ name: 'The steps', latitude: 48.88672, longitude: 2.34312 }),
        source: 'Been there',
      }).expect(201);
      ids.push(made.body.id as string);
    }
    const view = await detail(ids[0]);
    const duplicate = view.warnings.find((warning: { code: string }) => warning.code === 'near_duplicate');
    expect(duplicate.place).toMatchObject({ id: existing.id, slug: existing.slug });
    expect(duplicate.place.distance_m).toBeLessThan(100);

    await decide(ids[0], 'merge', { location_id: other.id }).expect(400);
    // Read once before, so a cached answer would show the old credit.
    expect((await http().get(`/api/locations/${existing.slug}`).expect(200)).body.credit.corrected_by_count).toBe(0);
    const before = await catalogueSnapshot();
    for (const id of ids) {
      const merged = await decide(id, 'merge', { location_id: existing.id }).expect(200);
      expect(merged.body).toEqual({ id, state: 'merged', place: { slug: existing.slug, name: existing.name } });
    }
    expect(await catalogueSnapshot()).toEqual(before);
    const page = (await http().get(`/api/locations/${existing.slug}`).expect(200)).body;
    expect(page.credit.corrected_by_count).toBe(2);
    expect(page.credit.corrected_by.sort()).toEqual(helpers.map((helper) => helper.display_name).sort());
  });

  it('warns of a point outside the stated country and of a precision the pin does not bear out', async () => {
    const movie = await createMovie(ds);
    await createLocation(ds, await createMovie(ds), {
      city: 'Lyon',
      country: 'France',
      latitude: 45.764,
      longitude: 4.8357,
    });
    const visitor = await signIn();
    const send = async (fields: Partial<ProposedPlace>) => {
      const made = await suggestPlace(visitor.auth, movie, { ...proposal(fields), source: 'Guessing' }).expect(201);
      const view = await detail(made.body.id as string);
      return view.warnings.map((warning: { code: string; message: string }) => `${warning.code}: ${warning.message}`);
    };
    const [outside] = await send({ latitude: 51.5007, longitude: -0.1246, country: 'France' });
    expect(outside).toMatch(/^outside_country: This point is in United Kingdom, not in France/);
    // "City only", pinned 40 km from the centre of Lyon's places.
    const [city] = await send({ city: 'Lyon', precision: 'city', latitude: 45.9, longitude: 5.3 });
    expect(city).toMatch(/^precision_mismatch: "City only" pin \d+ km from the centre of Lyon/);
    const [rough] = await send({ latitude: 48.86, longitude: 2.34 });
    expect(rough).toMatch(/^precision_mismatch: "Exact spot" with a position of 2 decimal/);
    expect(
      await send({ city: 'Lyon', country: 'France', precision: 'city', latitude: 45.76, longitude: 4.84 }),
    ).toEqual([]);
  });

  it('answers 409 for a correction made before an admin edit of the place, losing neither', async () => {
    const movie = await createMovie(ds);
    const place = await createLocation(ds, movie, { name: 'Quai de la Tournelle' });
    const visitor = await signIn();
    const made = await suggestCorrection(visitor.auth, place, {
      ...currentOf(place),
      name: 'Quai de Montebello',
      source: 'The bridge behind them',
      reason: 'Wrong quay',
    }).expect(201);
    await http()
      .put(`/api/admin/locations/${place.id}`)
      .set('Authorization', admin.auth)
      .send({
        movie_id: movie.id,
        slug: place.slug,
        name: 'Quai de la Tournelle (east end)',
        description: null,
        scene_description: null,
        address: null,
        city: place.city,
        state: null,
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
        image_url: null,
        is_verified: true,
      })
      .expect(200);
    expect((await detail(made.body.id as string)).place_changed_since).toBe(true);
    const conflict = await decide(made.body.id as string, 'accept').expect(409);
    expect(conflict.body.message).toBe(PLACE_CHANGED_MESSAGE);
    const [row] = await ds.query(`SELECT name, is_verified FROM locations WHERE id = $1`, [place.id]);
    expect(row).toEqual({ name: 'Quai de la Tournelle (east end)', is_verified: true });
    const [suggestion] = await ds.query(
      `SELECT state, proposed->>'name' AS name FROM location_suggestions WHERE id = $1`,
      [made.body.id],
    );
    expect(suggestion).toEqual({ state: 'pending', name: 'Quai de Montebello' });
  });

  it('takes a photo through the photo pipeline and makes it the place’s photo on acceptance', async () => {
    const movie = await createMovie(ds);
    const place = await createLocation(ds, movie);
    const visitor = await signIn();
    const other = await signIn();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const upload = (auth: string, licence = 'CC BY-SA 4.0') =>
      http()
        .post('/api/contribution-photos')
        .query({ alt: 'The café front', author: 'Me', licence })
        .set('Authorization', auth)
        .set('Content-Type', 'application/octet-stream')
        .send(jpeg);
    await upload(visitor.auth, 'All rights reserved').expect(400);
    const photo = (await upload(visitor.auth).expect(201)).body;
    // Only the uploader may attach it.
    await http()
      .post(`/api/locations/${place.slug}/photo-suggestions`)
      .set('Authorization', other.auth)
      .send({ photo_id: photo.id })
      .expect(400);
    const made = await http()
      .post(`/api/locations/${place.slug}/photo-suggestions`)
      .set('Authorization', visitor.auth)
      .send({ photo_id: photo.id })
      .expect(201);
    expect((await detail(made.body.id as string)).photo).toMatchObject({ id: photo.id, credit: { author: 'Me' } });
    // A second photo waits, a third is declined: only the declined one is an orphan.
    const suggestPhoto = async () => {
      const upload2 = (await upload(visitor.auth).expect(201)).body;
      const res = await http()
        .post(`/api/locations/${place.slug}/photo-suggestions`)
        .set('Authorization', visitor.auth)
        .send({ photo_id: upload2.id, source: 'Taken on my trip' })
        .expect(201);
      return { photoId: upload2.id as string, suggestionId: res.body.id as string };
    };
    const waiting = await suggestPhoto();
    const declined = await suggestPhoto();
    await decide(declined.suggestionId, 'decline', { reason: 'The place is not in the frame' }).expect(200);

    await decide(made.body.id as string, 'accept').expect(200);
    const [row] = await ds.query(`SELECT photo_id FROM locations WHERE id = $1`, [place.id]);
    expect(row.photo_id).toBe(photo.id);

    await t.app.get(PhotosService).cleanOrphans(0);
    const kept = await ds.query(`SELECT id FROM photos WHERE id = ANY($1::uuid[])`, [
      [photo.id, waiting.photoId, declined.photoId],
    ]);
    expect(kept.map((p: { id: string }) => p.id).sort()).toEqual([photo.id, waiting.photoId].sort());
    expect((await detail(waiting.suggestionId)).photo).toMatchObject({ id: waiting.photoId });
  });

  it('lists suggestions and reported reviews in one inbox, oldest first, with the dashboard count', async () => {
    const movie = await createMovie(ds);
    const place = await createLocation(ds, movie);
    const author = await signIn();
    const reporter = await signIn();
    const review = await http()
      .post('/api/reviews')
      .set('Authorization', author.auth)
      .send({ location_id: place.id, rating: 1, visited_at: '2024-04-02', content: 'Rude words about everyone.' })
      .expect(201);
    await http()
      .post(`/api/reviews/${review.body.id}/report`)
      .set('Authorization', reporter.auth)
      .send({ reason: 'Insults' })
      .expect(204);
    const suggestion = await suggestPlace(reporter.auth, movie, { ...proposal(), source: 'Walked there' }).expect(201);

    const inbox = (
      await http().get('/api/admin/moderation').query({ limit: 100 }).set('Authorization', admin.auth).expect(200)
    ).body;
    const waits = inbox.items.map((item: { waiting_since: string }) => item.waiting_since);
    expect(waits).toEqual([...waits].sort());
    const ids = inbox.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(review.body.id)).toBeLessThan(ids.indexOf(suggestion.body.id));
    expect(inbox.items.find((item: { id: string }) => item.id === review.body.id)).toMatchObject({
      type: 'reported_review',
      review: { open_reports: [{ reason: 'Insults' }] },
    });

    const onlyReviews = (
      await http()
        .get('/api/admin/moderation')
        .query({ kind: 'reported_review', limit: 100 })
        .set('Authorization', admin.auth)
        .expect(200)
    ).body;
    expect(onlyReviews.items.every((item: { type: string }) => item.type === 'reported_review')).toBe(true);
    await http().get('/api/admin/moderation').query({ kind: 'nonsense' }).set('Authorization', admin.auth).expect(400);

    const count = (await http().get('/api/admin/moderation/count').set('Authorization', admin.auth).expect(200)).body;
    expect(count.total).toBe(count.reported_reviews + count.pending_suggestions);
    expect(count.total).toBe(inbox.total);
    const dashboard = (await http().get('/api/admin/dashboard').set('Authorization', admin.auth).expect(200)).body;
    expect(dashboard).toMatchObject({
      reported_reviews: count.reported_reviews,
      pending_suggestions: count.pending_suggestions,
      moderation_waiting: count.total,
    });
  });
});
