import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The import's checkpoint as the set of lines committed (`committed_lines`, a multirange) instead of
 * one last line: two batches are written at once, each in its own transaction, and the later one
 * may commit first. Each batch adds its lines in its transaction; a restarted run skips every line
 * in the set, so a hole left by a batch that was still writing (or failed) is written again.
 */
export class ImportCommittedLines1763830039000 implements MigrationInterface {
  name = 'ImportCommittedLines1763830039000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE import_runs ADD COLUMN committed_lines int4multirange NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE import_runs SET committed_lines = int4multirange(int4range(1, last_line, '[]')) WHERE last_line > 0`,
    );
    await q.query(`ALTER TABLE import_runs DROP COLUMN last_line`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE import_runs ADD COLUMN last_line integer NOT NULL DEFAULT 0`);
    // Only the lines from the file's start up to the first hole are certain to be committed.
    await q.query(
      `UPDATE import_runs SET last_line = coalesce(
         (SELECT upper(r) - 1 FROM unnest(committed_lines) AS r WHERE lower(r) <= 2 ORDER BY lower(r) LIMIT 1), 0)`,
    );
    await q.query(`ALTER TABLE import_runs DROP COLUMN committed_lines`);
  }
}
