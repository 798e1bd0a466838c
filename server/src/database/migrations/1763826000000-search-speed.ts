import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search latency:
 * - GIN `fastupdate` off: with it on, every search scans the unsorted pending list of recent writes
 *   (hundreds of pages after an import) until a vacuum merges it; writes pay a little more instead.
 * - GIN indexes on the title/name words alone: "every word in the title/name" candidates otherwise
 *   come from the all-fields index and recheck tens of thousands of rows for a common prefix.
 *   The expressions are the A-weighted part of `search_vector`; the queries repeat them verbatim.
 */
export class SearchSpeed1763826000000 implements MigrationInterface {
  name = 'SearchSpeed1763826000000';

  async up(q: QueryRunner): Promise<void> {
    for (const index of ['movies_search_vector_idx', 'locations_search_vector_idx']) {
      await q.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await q.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
    await q.query(
      `CREATE INDEX movies_title_vector_idx ON movies USING gin ((setweight(to_tsvector('simple', search_fold(coalesce(title, ''))), 'A'))) WITH (fastupdate = off)`,
    );
    await q.query(
      `CREATE INDEX locations_name_vector_idx ON locations USING gin ((setweight(to_tsvector('simple', search_fold(coalesce(name, ''))), 'A'))) WITH (fastupdate = off)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS locations_name_vector_idx`);
    await q.query(`DROP INDEX IF EXISTS movies_title_vector_idx`);
    for (const index of ['movies_search_vector_idx', 'locations_search_vector_idx'])
      await q.query(`ALTER INDEX ${index} RESET (fastupdate)`);
  }
}
