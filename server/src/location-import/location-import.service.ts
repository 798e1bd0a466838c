import path from 'node:path';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../database/index.js';
import { LocationWrites, importKey, type ImportedLocation } from '../locations/index.js';
import { MovieWrites } from '../movies/index.js';
import { fileFingerprint } from './file-fingerprint.js';
import { ImportPhotos, type PhotoImportReport } from './import-photos.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { readLocationCsv, type ImportRow, type RowError } from './location-csv.js';
import { SlugReservations } from './slug-reservations.js';

/** Rows per transaction: one statement per table, one event per table and one checkpoint each. */
export const IMPORT_BATCH_ROWS = 2000;

export interface ImportReport {
  rows: number;
  /** Rows whose image_url became the place's photo, and those whose download or check failed. */
  photos: PhotoImportReport;
  moviesCreated: number;
  locationsWritten: number;
  unchanged: number;
  /** A restarted run: rows up to this line were committed by the run that stopped (0: from the start). */
  resumedAfterLine: number;
  /** Rows of those lines, not written again. */
  alreadyImported: number;
  errors: RowError[];
}

export interface ImportOptions {
  onProgress?: (done: number, total: number) => void;
  batchRows?: number;
}

/** The file and its run: the checkpoint moves only while every batch so far committed. */
interface RunState {
  sha256: string;
  slugs: { movies: SlugReservations; locations: SlugReservations };
  checkpointing: boolean;
}

/**
 * `import:locations FILE.csv`: one movie per title + year, its locations under it, idempotent on
 * source + source_record_id. The file is streamed and written in batches; each batch is one
 * transaction in which the movies and locations modules write their rows with one event each
 * (movies.imported, locations.imported: the index takes a batch in one write) and the run's
 * checkpoint moves to the batch's last line. A killed run restarted on the same file (same SHA-256)
 * reads the file again for its checks, skips the lines already committed and goes on.
 */
@Injectable()
export class LocationImportService {
  constructor(
    private readonly movies: MovieWrites,
    private readonly locations: LocationWrites,
    private readonly transactions: TransactionRunner,
    private readonly importPhotos: ImportPhotos,
    private readonly runs: ImportRunsRepository,
  ) {}

  async importFile(
    file: string,
    onProgressOrOptions: ImportOptions['onProgress'] | ImportOptions = {},
  ): Promise<ImportReport> {
    const options =
      typeof onProgressOrOptions === 'function' ? { onProgress: onProgressOrOptions } : onProgressOrOptions;
    const { onProgress = () => {}, batchRows = IMPORT_BATCH_ROWS } = options;
    const { sha256, lines } = await fileFingerprint(file);
    const estimatedRows = Math.max(0, lines - 1);
    const begun = await this.runs.begin(sha256, path.basename(file));
    const report = emptyReport(begun.lastLine);
    const run: RunState = {
      sha256,
      checkpointing: true,
      slugs: {
        movies: new SlugReservations(await this.movies.allSlugs(), 'movie'),
        locations: new SlugReservations(await this.locations.allSlugs(), 'location'),
      },
    };
    const firstLineOf = new Map<string, number>();
    const withPhoto: ImportRow[] = [];
    let batch: ImportRow[] = [];
    let lastLine = 0;
    // One batch is written while the next is read: the file's parsing and checks (about a third of
    // the run) overlap PostgreSQL's work. Batches still commit one at a time, in the file's order,
    // so the checkpoint only ever moves past committed lines.
    let writing: Promise<void> = Promise.resolve();
    const write = async (rows: ImportRow[], throughLine: number, rowsRead: number) => {
      await writing;
      writing = this.writeBatch(rows, throughLine, run, report).then(() =>
        onProgress(rowsRead, Math.max(estimatedRows, rowsRead)),
      );
    };
    onProgress(0, estimatedRows);
    for await (const item of readLocationCsv(file)) {
      report.rows++;
      lastLine = item.line;
      const row = this.checked(item, firstLineOf, report);
      if (!row) continue;
      if (row.image) withPhoto.push(row);
      if (row.line <= begun.lastLine) report.alreadyImported++;
      else batch.push(row);
      if (batch.length >= batchRows) {
        await write(batch, lastLine, report.rows);
        batch = [];
      }
    }
    if (batch.length) await write(batch, lastLine, report.rows);
    await writing;
    if (run.checkpointing) await this.runs.finish(sha256);
    onProgress(report.rows, report.rows);
    report.errors.sort((a, b) => a.line - b.line);
    // After the rows are in: a slow or failing download never holds a batch's transaction open.
    report.photos = await this.importPhotos.attach(withPhoto);
    return report;
  }

  /** The row, or null when it is a bad row or repeats an earlier row's source and id (both reported). */
  private checked(item: ImportRow | RowError, firstLineOf: Map<string, number>, report: ImportReport) {
    if ('message' in item) {
      report.errors.push(item);
      return null;
    }
    const key = sourceKey(item);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      report.errors.push({ line: item.line, message: `same source and source_record_id as line ${first}; skipped` });
      return null;
    }
    firstLineOf.set(key, item.line);
    return item;
  }

  /**
   * One transaction. A failing batch is reported and the import goes on (its upserts are safe to
   * repeat), but the checkpoint stays before it, so the next run of the file writes it again.
   */
  private async writeBatch(rows: ImportRow[], lastLine: number, run: RunState, report: ImportReport): Promise<void> {
    try {
      const written = await this.transactions.run(async (manager) => {
        const result = await this.writeRows(manager, rows, run.slugs);
        if (run.checkpointing) await this.runs.advance(manager, run.sha256, lastLine, result.locations);
        return result;
      });
      run.slugs.movies.commit();
      run.slugs.locations.commit();
      report.moviesCreated += written.moviesCreated;
      report.locationsWritten += written.locations;
      report.unchanged += rows.length - written.locations;
    } catch (error) {
      run.slugs.movies.rollback();
      run.slugs.locations.rollback();
      run.checkpointing = false;
      const first = rows[0].line;
      const last = rows[rows.length - 1].line;
      report.errors.push({
        line: first,
        message: `batch of ${rows.length} rows (lines ${first}–${last}) not imported: ${(error as Error).message}`,
      });
    }
  }

  private async writeRows(
    manager: EntityManager,
    rows: ImportRow[],
    slugs: RunState['slugs'],
  ): Promise<{ moviesCreated: number; locations: number }> {
    const { movieIds, created } = await this.upsertMovies(manager, rows, slugs.movies);
    const previous = await this.locations.importedSlugsOf(
      manager,
      rows.map((row) => ({ source: row.source, source_record_id: row.sourceRecordId })),
    );
    const locations: ImportedLocation[] = rows.map((row) => ({
      slug: previous.get(sourceKey(row)) ?? slugs.locations.pick(`${row.name} ${row.title}`, 100),
      movie_id: movieIds.get(movieKeyOf(row))!,
      name: row.name,
      description: row.description,
      address: row.address,
      city: row.city,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      precision: row.precision,
      kind: row.kind,
      source: row.source,
      source_record_id: row.sourceRecordId,
    }));
    const written = await this.locations.importMany(manager, locations);
    return { moviesCreated: created, locations: written.length };
  }

  /** The batch's movies by title + year: found, or created from the first row that names them. */
  private async upsertMovies(manager: EntityManager, rows: ImportRow[], slugs: SlugReservations) {
    const firstRowOf = new Map<string, ImportRow>();
    for (const row of rows) if (!firstRowOf.has(movieKeyOf(row))) firstRowOf.set(movieKeyOf(row), row);
    const titleKeys = [...new Set(rows.map((row) => row.title.toLowerCase()))];
    const existing = await this.movies.findByTitleKeys(manager, titleKeys);
    const movieIds = new Map(existing.map((m) => [movieKey(m.title_key, m.year), m.id]));
    const fresh = [...firstRowOf].filter(([key]) => !movieIds.has(key)).map(([, row]) => row);
    const created = await this.movies.importMany(
      manager,
      fresh.map((first) => ({
        slug: slugs.pick(`${first.title} ${first.year ?? ''}`),
        title: first.title,
        year: first.year,
        director: first.director,
        imdb_id: first.imdbId,
      })),
    );
    fresh.forEach((row, index) => movieIds.set(movieKeyOf(row), created[index].id));
    return { movieIds, created: created.length };
  }
}

const movieKey = (titleKey: string, year: number | null) => `${titleKey}\u0000${year ?? ''}`;
const movieKeyOf = (row: ImportRow) => movieKey(row.title.toLowerCase(), row.year);
const sourceKey = (row: ImportRow) => importKey({ source: row.source, source_record_id: row.sourceRecordId });

function emptyReport(resumedAfterLine: number): ImportReport {
  return {
    rows: 0,
    moviesCreated: 0,
    locationsWritten: 0,
    unchanged: 0,
    resumedAfterLine,
    alreadyImported: 0,
    errors: [],
    photos: { attached: 0, failed: [] },
  };
}
