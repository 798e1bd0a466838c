import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists' search text as a stored column (`admin_text`, generated: the same folded
 * expression migration 1763830036100 indexed), its trigram index moved onto it. PostgreSQL rechecks
 * every row a trigram index proposes and tests every row it walks in sort order; on an expression
 * index each test ran search_fold (unaccent) again (~6 µs a row: 620 ms for 100,000 places), on the
 * column it reads the folded text. Inserts fold once either way. Adding the column rewrites the
 * table once (a few minutes at a million places).
 */
const ADMIN_TEXT = {
  locations: `search_fold(name || ' ' || coalesce(city, '') || ' ' || coalesce(movie_title, ''))`,
  movies: `search_fold(title || ' ' || coalesce(director, '') || ' ' || coalesce(year::text, ''))`,
};

export class AdminSearchText1763830038000 implements MigrationInterface {
  name = 'AdminSearchText1763830038000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, expression] of Object.entries(ADMIN_TEXT)) {
      await q.query(`DROP INDEX ${table}_admin_text_trgm_idx`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN admin_text text GENERATED ALWAYS AS (${expression}) STORED`);
      await q.query(`CREATE INDEX ${table}_admin_text_trgm_idx ON ${table} USING gin (admin_text gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, expression] of Object.entries(ADMIN_TEXT)) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN admin_text`); // drops its index
      await q.query(`CREATE INDEX ${table}_admin_text_trgm_idx ON ${table} USING gin ((${expression}) gin_trgm_ops)`);
    }
  }
}
