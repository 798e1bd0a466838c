import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The footer's Instagram, X and Facebook links become settings (they linked to each network's home
 * page). Empty by default: an empty link hides its icon until an admin enters the site's profile.
 */
export class SocialLinks1763830013000 implements MigrationInterface {
  name = 'SocialLinks1763830013000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE settings
        ADD COLUMN social_links jsonb NOT NULL DEFAULT '{"instagram":"","x":"","facebook":""}'
          CONSTRAINT settings_social_links_check CHECK (jsonb_typeof(social_links) = 'object')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE settings DROP COLUMN social_links`);
  }
}
