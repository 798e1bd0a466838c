import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toClientError } from '../../server/src/database/database-errors.js';
import type { Location } from '../../server/src/locations/location.entity.js';
import { ReviewsService } from '../../server/src/reviews/reviews.service.js';
import { createUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

const fields = { rating: 4, visited_at: '2024-05-01', content: 'Stood right where the scene was shot.' };
const MISSING = '00000000-0000-4000-8000-000000000000';

/** The review rules at the service level, on a real PostgreSQL (no HTTP, no mocks). */
describe(ReviewsService.name, () => {
  let t: TestApp;
  let ds: DataSource;
  let reviews: ReviewsService;
  let location: Location;

  beforeAll(async () => {
    // RUN_RELAY=false: outbox rows stay where the write put them, for the assertions below.
    t = await startTestApp({ RUN_RELAY: 'false' });
    ds = t.app.get(DataSource);
    reviews = t.app.get(ReviewsService);
    location = await createLocation(ds, await createMovie(ds));
  });
  afterAll(() => t.close());

  const newUser = async () => (await createUser(ds)).id;
  const outboxFor = (reviewId: string) =>
    ds.query(`SELECT type, xmin::text AS tx FROM outbox WHERE payload->>'reviewId' = $1 ORDER BY id`, [
      reviewId,
    ]) as Promise<{ type: string; tx: string }[]>;
  const rejection = async (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('records review.saved in the same transaction as the review', async () => {
    const review = await reviews.create(await newUser(), { location_id: location.id, ...fields });
    const [row] = await ds.query(`SELECT xmin::text AS tx FROM reviews WHERE id = $1`, [review.id]);
    // Same transaction id on both rows: they were committed together.
    expect(await outboxFor(review.id)).toEqual([{ type: 'review.saved', tx: row.tx }]);
  });

  it('leaves no outbox row when the transaction rolls back after the event was recorded', async () => {
    // A deferred trigger fails at COMMIT, i.e. after the review and its event were both written.
    await ds.query(`
      CREATE FUNCTION refuse_marked_review() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.content LIKE '%[refuse at commit]%' THEN RAISE EXCEPTION 'refused at commit'; END IF;
        RETURN NEW;
      END $$`);
    await ds.query(`
      CREATE CONSTRAINT TRIGGER refuse_marked_review AFTER INSERT ON reviews
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_marked_review()`);
    try {
      const outboxBefore = await ds.query(`SELECT count(*)::int AS n FROM outbox`);
      const error = await rejection(
        reviews.create(await newUser(), {
          location_id: location.id,
          ...fields,
          content: 'A fine place [refuse at commit]',
        }),
      );
      expect(String(error)).toContain('refused at commit');
      expect(await ds.query(`SELECT count(*)::int AS n FROM outbox`)).toEqual(outboxBefore);
      expect(await ds.query(`SELECT id FROM reviews WHERE content LIKE '%[refuse at commit]%'`)).toEqual([]);
    } finally {
      await ds.query(`DROP TRIGGER refuse_marked_review ON reviews; DROP FUNCTION refuse_marked_review()`);
    }
  });

  it('refuses to edit or delete a review of someone else, and changes nothing', async () => {
    const owner = await newUser();
    const review = await reviews.create(owner, { location_id: location.id, ...fields });
    const intruder = await newUser();
    const edit = await rejection(reviews.update(intruder, review.id, { ...fields, rating: 1 }));
    expect(edit).toBeInstanceOf(ForbiddenException);
    expect((edit as Error).message).toBe('You can only edit your own reviews');
    expect(await rejection(reviews.delete(intruder, review.id))).toBeInstanceOf(ForbiddenException);
    const [row] = await ds.query(`SELECT rating FROM reviews WHERE id = $1`, [review.id]);
    expect(row.rating).toBe(4);
    expect((await outboxFor(review.id)).map((e) => e.type)).toEqual(['review.saved']);
  });

  it('lets the author edit and delete their own review', async () => {
    const owner = await newUser();
    const review = await reviews.create(owner, { location_id: location.id, ...fields });
    expect(await reviews.update(owner, review.id, { ...fields, rating: 2 })).toMatchObject({
      id: review.id,
      rating: 2,
    });
    await reviews.delete(owner, review.id);
    expect((await outboxFor(review.id)).map((e) => e.type)).toEqual(['review.saved', 'review.saved', 'review.deleted']);
  });

  it('answers 404 for a missing location and records nothing', async () => {
    const error = await rejection(reviews.create(await newUser(), { location_id: MISSING, ...fields }));
    expect(toClientError(error)).toEqual({ status: 404, message: 'Location not found' });
    expect(await ds.query(`SELECT id FROM outbox WHERE payload->>'locationId' = $1`, [MISSING])).toEqual([]);
  });

  it('answers 404 for a missing review', async () => {
    expect(await rejection(reviews.update(await newUser(), MISSING, fields))).toBeInstanceOf(NotFoundException);
  });

  it('refuses a second review of the same location with a 409', async () => {
    const user = await newUser();
    await reviews.create(user, { location_id: location.id, ...fields });
    const error = await rejection(reviews.create(user, { location_id: location.id, ...fields, rating: 1 }));
    expect(toClientError(error)).toEqual({ status: 409, message: 'You have already reviewed this location' });
    expect((await reviews.findMine(user, location.id)).review).toMatchObject({ rating: 4 });
  });
});
