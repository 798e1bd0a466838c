import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The word (tsvector) GIN indexes on movies and locations: no query reads them since search runs on
 * the in-memory index (search/postgres/search-table.ts), which loads `search_vector` as text. Each
 * written row still paid for them: with `fastupdate` off, the two on locations were more than half
 * the time of a CSV import's batch (2,000 rows: ~920 ms with them, ~390 ms without). The column
 * stays; `down` builds the indexes again as 1763825000000 and 1763826000000 left them.
 */
const WORD_INDEXES = {
  movies_search_vector_idx: `movies USING gin (search_vector)`,
  locations_search_vector_idx: `locations USING gin (search_vector)`,
  movies_title_vector_idx: `movies USING gin ((setweight(to_tsvector('simple', search_fold(coalesce(title, ''))), 'A')))`,
  locations_name_vector_idx: `locations USING gin ((setweight(to_tsvector('simple', search_fold(coalesce(name, ''))), 'A')))`,
};

export class DropWordIndexes1763830037000 implements MigrationInterface {
  name = 'DropWordIndexes1763830037000';

  async up(q: QueryRunner): Promise<void> {
    for (const index of Object.keys(WORD_INDEXES)) await q.query(`DROP INDEX IF EXISTS ${index}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [index, definition] of Object.entries(WORD_INDEXES))
      await q.query(`CREATE INDEX IF NOT EXISTS ${index} ON ${definition} WITH (fastupdate = off)`);
  }
}
