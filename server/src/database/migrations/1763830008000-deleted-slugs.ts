import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slugs of deleted movies and locations (their current slug and their old ones), so their pages
 * answer 410 Gone instead of 404: a crawler drops a gone URL at once. A slug taken again by a new
 * row simply answers that row; the tombstone is only read when no row has the slug.
 */
export class DeletedSlugs1763830008000 implements MigrationInterface {
  name = 'DeletedSlugs1763830008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deleted_slugs (
        entity text NOT NULL CHECK (entity IN ('movie', 'location')),
        slug text NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (entity, slug)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deleted_slugs`);
  }
}
