import path from 'node:path';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../database/index.js';
import { LocationWrites, importKey, type ImportedLocation } from '../locations/index.js';
import { MovieWrites } from '../movies/index.js';
import { BatchWriters } from './batch-writers.js';
import { CommittedLines, type LineRange } from './committed-lines.js';
import { fileFingerprint } from './file-fingerprint.js';
import { ImportPhotos, type PhotoImportReport } from './import-photos.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { readLocationCsv, type ImportRow, type RowError } from './location-csv.js';
import { SlugReservations } from './slug-reservations.js';

/** Rows per transaction: one statement per table, one event per table and one checkpoint each. */
export const IMPORT_BATCH_ROWS = 2000;

/**
 * Batches written at once, each in its own transaction and connection. A place row's upkeep in
 * PostgreSQL (its indexes, generated columns and triggers: ~0.2 ms a row at a million places) is the
 * import's cost and runs on one core per connection; a second writer puts it on the second core.
 */
export const IMPORT_WRITERS = 2;

export interface ImportReport {
  rows: number;
  /** Rows whose image_url became the place's photo, and those whose download or check failed. */
  photos: PhotoImportReport;
  moviesCreated: number;
  locationsWritten: number;
  unchanged: number;
  /** A restarted run: the lines the run that stopped had committed (empty: from the start). */
  resumed: LineRange[];
  /** Rows of those lines, not written again. */
  alreadyImported: number;
  errors: RowError[];
}

export interface ImportOptions {
  onProgress?: (done: number, total: number) => void;
  batchRows?: number;
  writers?: number;
}

/** A batch: its rows and the file's lines it covers (bad and already imported lines included). */
interface Batch {
  rows: ImportRow[];
  lines: LineRange;
  /** Rows read through its last line, for the progress bar. */
  rowsRead: number;
}

/** The file and its run, shared by the batches being written. */
interface RunState {
  sha256: string;
  slugs: { movies: SlugReservations; locations: SlugReservations };
  /** The movie step of the batch before: batches create their movies one at a time. */
  movieStep: Promise<unknown>;
  /** False once a batch failed: the run is not finished, and its next run writes that batch. */
  complete: boolean;
  rowsDone: number;
}

/**
 * `import:locations FILE.csv`: one movie per title + year, its locations under it, idempotent on
 * source + source_record_id. The file is streamed and written in batches, two at a time. A batch
 * first finds or creates its movies (one batch at a time, in a short transaction of its own, so two
 * batches never create the same movie); then, in one transaction, the locations module upserts its
 * places with one event (locations.imported: the index takes a batch in one write) and the batch's
 * lines join the run's committed lines. A killed run restarted on the same file (same SHA-256)
 * reads the file again for its checks, skips the lines committed and writes the rest: a batch that
 * was still writing, or failed, is written then. Movies it created stay and are found by title.
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
    const committed = new CommittedLines(begun.committed);
    const report = emptyReport(begun.committed);
    const run: RunState = {
      sha256,
      complete: true,
      movieStep: Promise.resolve(),
      rowsDone: 0,
      slugs: {
        movies: new SlugReservations(await this.movies.allSlugs(), 'movie'),
        locations: new SlugReservations(await this.locations.allSlugs(), 'location'),
      },
    };
    // Batches are written while the file is read: its parsing and checks overlap PostgreSQL's work.
    const writers = new BatchWriters(options.writers ?? IMPORT_WRITERS);
    const write = (batch: Batch) =>
      writers.submit(async () => {
        await this.writeBatch(batch, run, report);
        run.rowsDone = Math.max(run.rowsDone, batch.rowsRead);
        onProgress(run.rowsDone, Math.max(estimatedRows, run.rowsDone));
      });
    const firstLineOf = new Map<string, number>();
    const withPhoto: ImportRow[] = [];
    let batch: Batch = { rows: [], lines: { first: 1, last: 1 }, rowsRead: 0 };
    const nextBatch = (): Batch => ({ rows: [], lines: { first: batch.lines.last + 1, last: 0 }, rowsRead: 0 });
    onProgress(0, estimatedRows);
    try {
      for await (const item of readLocationCsv(file)) {
        report.rows++;
        batch.lines.last = item.line;
        batch.rowsRead = report.rows;
        const row = this.checked(item, firstLineOf, report);
        if (!row) continue;
        if (row.image) withPhoto.push(row);
        if (committed.has(row.line)) report.alreadyImported++;
        else batch.rows.push(row);
        if (batch.rows.length >= batchRows) {
          await write(batch);
          batch = nextBatch();
        }
      }
      if (batch.rows.length) await write(batch);
      await writers.drain();
    } catch (error) {
      await writers.settle();
      throw error;
    }
    if (run.complete) await this.runs.finish(sha256);
    if (report.locationsWritten || report.moviesCreated) await this.runs.analyzeImported();
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
   * The batch's movies, then its places and lines in one transaction. A failing batch is reported
   * and the import goes on (its upserts are safe to repeat); its lines stay uncommitted, so the
   * next run of the file writes it again.
   */
  private async writeBatch(batch: Batch, run: RunState, report: ImportReport): Promise<void> {
    const { rows, lines } = batch;
    const picks: string[] = [];
    try {
      const movieIds = await this.movieStep(rows, run, report);
      const written = await this.transactions.run(async (manager) => {
        const count = await this.writeLocations(manager, rows, movieIds, run.slugs.locations, picks);
        await this.runs.advance(manager, run.sha256, lines, count);
        return count;
      });
      report.locationsWritten += written;
      report.unchanged += rows.length - written;
    } catch (error) {
      run.slugs.locations.release(picks);
      run.complete = false;
      const first = rows[0].line;
      const last = rows[rows.length - 1].line;
      report.errors.push({
        line: first,
        message: `batch of ${rows.length} rows (lines ${first}–${last}) not imported: ${(error as Error).message}`,
      });
    }
  }

  /** The batch's movie ids, after the batch before's movie step: one batch creates movies at a time. */
  private movieStep(rows: ImportRow[], run: RunState, report: ImportReport): Promise<Map<string, string>> {
    const step = run.movieStep.then(() => this.findOrCreateMovies(rows, run.slugs.movies, report));
    run.movieStep = step.catch(() => {}); // the batch reports its own failure; the next one goes on
    return step;
  }

  private async findOrCreateMovies(rows: ImportRow[], slugs: SlugReservations, report: ImportReport) {
    const picks: string[] = [];
    try {
      const { movieIds, created } = await this.transactions.run((manager) =>
        this.upsertMovies(manager, rows, slugs, picks),
      );
      report.moviesCreated += created;
      return movieIds;
    } catch (error) {
      slugs.release(picks);
      throw error;
    }
  }

  private async writeLocations(
    manager: EntityManager,
    rows: ImportRow[],
    movieIds: Map<string, string>,
    slugs: SlugReservations,
    picks: string[],
  ): Promise<number> {
    const previous = await this.locations.importedSlugsOf(
      manager,
      rows.map((row) => ({ source: row.source, source_record_id: row.sourceRecordId })),
    );
    const locations: ImportedLocation[] = rows.map((row) => ({
      slug: previous.get(sourceKey(row)) ?? slugs.pick(`${row.name} ${row.title}`, 100, picks),
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
    return written.length;
  }

  /** The batch's movies by title + year: found, or created from the first row that names them. */
  private async upsertMovies(manager: EntityManager, rows: ImportRow[], slugs: SlugReservations, picks: string[]) {
    const firstRowOf = new Map<string, ImportRow>();
    for (const row of rows) if (!firstRowOf.has(movieKeyOf(row))) firstRowOf.set(movieKeyOf(row), row);
    const titleKeys = [...new Set(rows.map((row) => row.title.toLowerCase()))];
    const existing = await this.movies.findByTitleKeys(manager, titleKeys);
    const movieIds = new Map(existing.map((m) => [movieKey(m.title_key, m.year), m.id]));
    const fresh = [...firstRowOf].filter(([key]) => !movieIds.has(key)).map(([, row]) => row);
    const created = await this.movies.importMany(
      manager,
      fresh.map((first) => ({
        slug: slugs.pick(`${first.title} ${first.year ?? ''}`, undefined, picks),
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

function emptyReport(resumed: LineRange[]): ImportReport {
  return {
    rows: 0,
    moviesCreated: 0,
    locationsWritten: 0,
    unchanged: 0,
    resumed,
    alreadyImported: 0,
    errors: [],
    photos: { attached: 0, failed: [] },
  };
}
