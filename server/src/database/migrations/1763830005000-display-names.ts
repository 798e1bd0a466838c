import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Display names: the public name of an account, shown on reviews instead of anything taken from
 * the email address. Existing accounts (and any insert that does not choose one, e.g. the CLI)
 * get a generated one; unique case-insensitively, 2–40 characters, never email-shaped.
 */
export class DisplayNames1763830005000 implements MigrationInterface {
  name = 'DisplayNames1763830005000';

  async up(q: QueryRunner): Promise<void> {
    // A volatile default is evaluated per row, existing rows included: each gets its own name.
    await q.query(`
      ALTER TABLE users ADD COLUMN display_name text NOT NULL
        DEFAULT ('Film fan ' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)))`);
    await q.query(`CREATE UNIQUE INDEX users_display_name_key ON users (lower(display_name))`);
    await q.query(`
      ALTER TABLE users ADD CONSTRAINT users_display_name_check
        CHECK (char_length(display_name) BETWEEN 2 AND 40 AND position('@' IN display_name) = 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS display_name`);
  }
}
