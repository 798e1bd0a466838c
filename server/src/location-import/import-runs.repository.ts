import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { LineRange } from './committed-lines.js';

/** Where a run of one file stands: the lines its batches committed, ascending. */
export interface ImportRun {
  committed: LineRange[];
  rowsWritten: number;
}

/**
 * The import's checkpoints (table `import_runs`, one row per file content). A batch adds its lines
 * to its file's `committed_lines` in the batch's own transaction, so the rows and the lines they
 * cover commit or roll back together, in whatever order the batches end.
 */
@Injectable()
export class ImportRunsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The unfinished run of this file, or a new one from its first line (a finished file starts over). */
  async begin(sha256: string, fileName: string): Promise<ImportRun> {
    const [run]: { committed: LineRange[]; rows_written: number }[] = await this.db.query(
      `WITH run AS (
         INSERT INTO import_runs (file_sha256, file_name) VALUES ($1, $2)
         ON CONFLICT (file_sha256) DO UPDATE SET
           file_name = EXCLUDED.file_name, updated_at = now(),
           committed_lines = CASE WHEN import_runs.finished_at IS NULL THEN import_runs.committed_lines ELSE '{}' END,
           rows_written = CASE WHEN import_runs.finished_at IS NULL THEN import_runs.rows_written ELSE 0 END,
           started_at = CASE WHEN import_runs.finished_at IS NULL THEN import_runs.started_at ELSE now() END,
           finished_at = NULL
         RETURNING committed_lines, rows_written)
       SELECT rows_written,
              coalesce((SELECT json_agg(json_build_object('first', lower(r), 'last', upper(r) - 1) ORDER BY lower(r))
                          FROM unnest(committed_lines) AS r), '[]') AS committed
         FROM run`,
      [sha256, fileName],
    );
    return { committed: run.committed, rowsWritten: run.rows_written };
  }

  /**
   * The batch's lines, in its transaction. Run last before the commit: the run's row stays locked
   * until then, so a batch writing beside it waits here only for that commit.
   */
  async advance(manager: EntityManager, sha256: string, lines: LineRange, rowsWritten: number): Promise<void> {
    await manager.query(
      `UPDATE import_runs
          SET committed_lines = committed_lines + int4multirange(int4range($2, $3, '[]')),
              rows_written = rows_written + $4, updated_at = now()
        WHERE file_sha256 = $1`,
      [sha256, lines.first, lines.last, rowsWritten],
    );
  }

  async finish(sha256: string): Promise<void> {
    await this.db.query(`UPDATE import_runs SET finished_at = now(), updated_at = now() WHERE file_sha256 = $1`, [
      sha256,
    ]);
  }

  /**
   * The planner's statistics of the tables an import filled. The admin lists' totals past 5,000 are
   * its estimates: without this, 97,000 places just imported read "of about 78,000" until
   * autovacuum's next pass.
   */
  async analyzeImported(): Promise<void> {
    await this.db.query('ANALYZE locations, movies');
  }
}
