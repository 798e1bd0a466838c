import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded photos: their variants (sizes and formats, stored behind the media storage port), a
 * tiny placeholder, alt text, and the credit and licence shown under them. Locations, movie
 * posters and slides point at one; a photo nothing points at is an orphan the cleanup removes.
 */
export class Photos1763830009500 implements MigrationInterface {
  name = 'Photos1763830009500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        variants jsonb NOT NULL,
        placeholder text NOT NULL,
        alt text NOT NULL CHECK (char_length(alt) BETWEEN 1 AND 300),
        author text NOT NULL CHECK (char_length(author) BETWEEN 1 AND 200),
        source_url text,
        licence text NOT NULL CHECK (char_length(licence) BETWEEN 1 AND 100),
        uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE locations ADD COLUMN photo_id uuid REFERENCES photos (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE movies ADD COLUMN poster_photo_id uuid REFERENCES photos (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE slides ADD COLUMN photo_id uuid REFERENCES photos (id) ON DELETE SET NULL`);
    for (const [table, column] of [
      ['locations', 'photo_id'],
      ['movies', 'poster_photo_id'],
      ['slides', 'photo_id'],
    ])
      await q.query(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column}) WHERE ${column} IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE slides DROP COLUMN photo_id`);
    await q.query(`ALTER TABLE movies DROP COLUMN poster_photo_id`);
    await q.query(`ALTER TABLE locations DROP COLUMN photo_id`);
    await q.query(`DROP TABLE photos`);
  }
}
