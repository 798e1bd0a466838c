import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { slugify, uniqueSlug } from '../common/slugify.js';
import { TransactionRunner } from '../database/index.js';
import { LocationWrites, importKey, type ImportedLocation } from '../locations/index.js';
import { MovieWrites } from '../movies/index.js';
import { readLocationCsv, type ImportRow, type RowError } from './location-csv.js';
import { ImportPhotos, type PhotoImportReport } from './import-photos.js';

/** About this many rows per transaction; a movie's rows always stay in one batch. */
export const IMPORT_BATCH_ROWS = 1000;

interface MovieGroup {
  key: string;
  titleKey: string;
  first: ImportRow;
  rows: ImportRow[];
}

export interface ImportReport {
  rows: number;
  /** Rows whose image_url became the place's photo, and those whose download or check failed. */
  photos: PhotoImportReport;
  moviesCreated: number;
  locationsWritten: number;
  unchanged: number;
  errors: RowError[];
}

/**
 * `import:locations FILE.csv`: one movie per title + year, its locations under it, idempotent
 * on source + source_record_id. Each batch is one transaction in which the movies and locations
 * modules write their rows with their domain events, so the index learns about them through the
 * same path as any other write.
 */
@Injectable()
export class LocationImportService {
  constructor(
    private readonly movies: MovieWrites,
    private readonly locations: LocationWrites,
    private readonly transactions: TransactionRunner,
    private readonly importPhotos: ImportPhotos,
  ) {}

  async importFile(file: string, onProgress: (done: number, total: number) => void = () => {}): Promise<ImportReport> {
    const { rows, errors } = await readLocationCsv(file);
    const total = rows.length + errors.length;
    const unique = dropDuplicates(rows, errors);
    const report: ImportReport = {
      rows: total,
      moviesCreated: 0,
      locationsWritten: 0,
      unchanged: 0,
      errors,
      photos: { attached: 0, failed: [] },
    };
    const slugs = { movies: await this.movies.allSlugs(), locations: await this.locations.allSlugs() };
    const imported = await this.locations.importedSlugs();
    let done = errors.length;
    onProgress(done, report.rows);
    for (const batch of batches(groupByMovie(unique))) {
      const size = batch.reduce((sum, group) => sum + group.rows.length, 0);
      try {
        const written = await this.transactions.run((manager) => this.writeBatch(manager, batch, slugs, imported));
        report.moviesCreated += written.moviesCreated;
        report.locationsWritten += written.locations;
        report.unchanged += size - written.locations;
      } catch (error) {
        const lines = batch.flatMap((group) => group.rows.map((row) => row.line));
        errors.push({
          line: Math.min(...lines),
          message: `batch of ${size} rows (lines ${Math.min(...lines)}–${Math.max(...lines)}) not imported: ${(error as Error).message}`,
        });
      }
      done += size;
      onProgress(done, report.rows);
    }
    errors.sort((a, b) => a.line - b.line);
    // After the rows are in: a slow or failing download never holds a batch's transaction open.
    report.photos = await this.importPhotos.attach(unique);
    return report;
  }

  private async writeBatch(
    manager: EntityManager,
    batch: MovieGroup[],
    slugs: { movies: Set<string>; locations: Set<string> },
    imported: Map<string, string>,
  ): Promise<{ moviesCreated: number; locations: number }> {
    const existing = await this.movies.findByTitleKeys(manager, [...new Set(batch.map((g) => g.titleKey))]);
    const movieIds = new Map(existing.map((m) => [movieKey(m.title_key, m.year), m.id]));
    const fresh = batch.filter((group) => !movieIds.has(group.key));
    // Slugs are reserved only once the transaction commits; a rolled-back batch must not use them up.
    const movieSlugs = new Set(slugs.movies);
    const locationSlugs = new Set(slugs.locations);
    const created = await this.movies.importMany(
      manager,
      fresh.map(({ first }) => ({
        slug: uniqueSlug(slugify(`${first.title} ${first.year ?? ''}`), movieSlugs, 'movie'),
        title: first.title,
        year: first.year,
        director: first.director,
        imdb_id: first.imdbId,
      })),
    );
    fresh.forEach((group, index) => movieIds.set(group.key, created[index].id));
    const rows: ImportedLocation[] = batch.flatMap((group) =>
      group.rows.map((row) => ({
        slug:
          imported.get(sourceKey(row)) ??
          uniqueSlug(slugify(`${row.name} ${row.title}`, 100), locationSlugs, 'location'),
        movie_id: movieIds.get(group.key)!,
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
      })),
    );
    const written = await this.locations.importMany(manager, rows, new Set(created.map((m) => m.id)));
    rows.forEach((row) => imported.set(importKey(row), row.slug));
    slugs.movies = movieSlugs;
    slugs.locations = locationSlugs;
    return { moviesCreated: created.length, locations: written.length };
  }
}

const movieKey = (titleKey: string, year: number | null) => `${titleKey}\u0000${year ?? ''}`;
const sourceKey = (row: ImportRow) => importKey({ source: row.source, source_record_id: row.sourceRecordId });

function dropDuplicates(rows: ImportRow[], errors: RowError[]): ImportRow[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const first = seen.get(sourceKey(row));
    if (first !== undefined) {
      errors.push({ line: row.line, message: `same source and source_record_id as line ${first}; skipped` });
      return false;
    }
    seen.set(sourceKey(row), row.line);
    return true;
  });
}

function groupByMovie(rows: ImportRow[]): MovieGroup[] {
  const groups = new Map<string, MovieGroup>();
  for (const row of rows) {
    const titleKey = row.title.toLowerCase();
    const key = movieKey(titleKey, row.year);
    const group = groups.get(key) ?? { key, titleKey, first: row, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function* batches(groups: MovieGroup[]): Generator<MovieGroup[]> {
  let batch: MovieGroup[] = [];
  let size = 0;
  for (const group of groups) {
    batch.push(group);
    size += group.rows.length;
    if (size >= IMPORT_BATCH_ROWS) {
      yield batch;
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch;
}
