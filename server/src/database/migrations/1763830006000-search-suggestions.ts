import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Did you mean" looks up place names by trigram similarity, as it already does titles
 * (movies_title_key_trgm_idx): the same kind of index on the folded place name.
 */
export class SearchSuggestions1763830006000 implements MigrationInterface {
  name = 'SearchSuggestions1763830006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS locations_name_key_trgm_idx ON locations USING gin (name_key gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS locations_name_key_trgm_idx`);
  }
}
