import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../server/src/database/migrations.js';
import { OneReviewPerLocation1763830001000 } from '../../server/src/database/migrations/1763830001000-one-review-per-location.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/** Upgrading a database where someone reviewed a place several times keeps only their newest review. */
describe(OneReviewPerLocation1763830001000.name, () => {
  let db: TestDatabase;
  const open = (migrations: typeof MIGRATIONS) =>
    new DataSource({ type: 'postgres', url: db.url, migrations, migrationsTransactionMode: 'each' }).initialize();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('removes duplicates, keeping the newest, then refuses new ones', async () => {
    const before = await open(MIGRATIONS.filter((m) => m !== OneReviewPerLocation1763830001000));
    await before.runMigrations();
    const [movie] = await before.query(`INSERT INTO movies (slug, title) VALUES ('m', 'M') RETURNING id`);
    const place = async (slug: string) =>
      (
        await before.query(
          `INSERT INTO locations (slug, movie_id, name, latitude, longitude) VALUES ($1, $2, $1, 0, 0) RETURNING id`,
          [slug, movie.id],
        )
      )[0].id;
    const [here, there] = [await place('here'), await place('there')];
    const [ann] = await before.query(`INSERT INTO users (email) VALUES ('ann@example.com') RETURNING id`);
    const [bob] = await before.query(`INSERT INTO users (email) VALUES ('bob@example.com') RETURNING id`);
    const review = (user: string, location: string, content: string, daysAgo: number) =>
      before.query(
        `INSERT INTO reviews (user_id, location_id, rating, content, visited_at, created_at) VALUES ($1, $2, 3, $3, '2024-01-01', now() - $4 * interval '1 day')`,
        [user, location, content, daysAgo],
      );
    await review(ann.id, here, 'Ann, oldest review', 3);
    await review(ann.id, here, 'Ann, newest review', 1);
    await review(ann.id, here, 'Ann, middle review', 2);
    await review(ann.id, there, 'Ann, elsewhere review', 5);
    await review(bob.id, here, 'Bob, only review here', 4);
    await before.destroy();

    const after = await open(MIGRATIONS);
    await after.runMigrations();
    const rows = await after.query(`SELECT content FROM reviews ORDER BY content`);
    expect(rows.map((r: { content: string }) => r.content)).toEqual([
      'Ann, elsewhere review',
      'Ann, newest review',
      'Bob, only review here',
    ]);
    await expect(
      after.query(
        `INSERT INTO reviews (user_id, location_id, rating, content, visited_at) VALUES ($1, $2, 3, 'Ann, once more here', '2024-01-01')`,
        [ann.id, here],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23505', constraint: 'reviews_user_location_key' } });
    await after.destroy();
  });
});
