import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One review per user and location, so nobody can skew a place's rating by repeating
 * themselves. Existing duplicates are removed first, keeping each user's newest review
 * (the one the author wrote last). The index also serves "my review of this place".
 */
export class OneReviewPerLocation1763830001000 implements MigrationInterface {
  name = 'OneReviewPerLocation1763830001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM reviews
      WHERE id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (PARTITION BY user_id, location_id ORDER BY created_at DESC, id DESC) AS rank
          FROM reviews
        ) ranked
        WHERE rank > 1
      )`);
    await q.query(`CREATE UNIQUE INDEX reviews_user_location_key ON reviews (user_id, location_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS reviews_user_location_key`);
  }
}
