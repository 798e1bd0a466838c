import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Old slugs of movies and locations, so a renamed page's old URL answers 301 to the new one.
 * One row per (entity, old slug); the target is an id, so a chain of renames always lands on the
 * current slug. No foreign key (two target tables): the delete that removes a target removes its rows.
 */
export class SlugRedirects1763830003000 implements MigrationInterface {
  name = 'SlugRedirects1763830003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE slug_redirects (
        entity text NOT NULL CHECK (entity IN ('movie', 'location')),
        old_slug text NOT NULL,
        target_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (entity, old_slug)
      )`);
    await q.query(`CREATE INDEX slug_redirects_target_idx ON slug_redirects (entity, target_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE slug_redirects`);
  }
}
