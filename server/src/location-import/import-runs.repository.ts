import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** Where a run of one file stands: its rows up to `lastLine` are committed. */
export interface ImportRun {
  lastLine: number;
  rowsWritten: number;
}

/**
 * The import's checkpoints (table `import_runs`, one row per file content). A batch moves its
 * file's checkpoint in the batch's own transaction, so the rows and the line they reach commit
 * or roll back together.
 */
@Injectable()
export class ImportRunsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The unfinished run of this file, or a new one from its first line (a finished file starts over). */
  async begin(sha256: string, fileName: string): Promise<ImportRun> {
    const [run]: { last_line: number; rows_written: number }[] = await this.db.query(
      `INSERT INTO import_runs (file_sha256, file_name) VALUES ($1, $2)
       ON CONFLICT (file_sha256) DO UPDATE SET
         file_name = EXCLUDED.file_name, updated_at = now(),
         last_line = CASE WHEN import_runs.finished_at IS NULL THEN import_runs.last_line ELSE 0 END,
         rows_written = CASE WHEN import_runs.finished_at IS NULL THEN import_runs.rows_written ELSE 0 END,
         started_at = CASE WHEN import_runs.finished_at IS NULL THEN import_runs.started_at ELSE now() END,
         finished_at = NULL
       RETURNING last_line, rows_written`,
      [sha256, fileName],
    );
    return { lastLine: run.last_line, rowsWritten: run.rows_written };
  }

  async advance(manager: EntityManager, sha256: string, lastLine: number, rowsWritten: number): Promise<void> {
    await manager.query(
      `UPDATE import_runs SET last_line = $2, rows_written = rows_written + $3, updated_at = now()
        WHERE file_sha256 = $1`,
      [sha256, lastLine, rowsWritten],
    );
  }

  async finish(sha256: string): Promise<void> {
    await this.db.query(`UPDATE import_runs SET finished_at = now(), updated_at = now() WHERE file_sha256 = $1`, [
      sha256,
    ]);
  }
}
