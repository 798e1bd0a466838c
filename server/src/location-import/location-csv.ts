import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { isHttpUrl } from '../contracts/admin-rules.js';
import {
  LOCATION_KIND_LABELS,
  LOCATION_KINDS,
  LOCATION_PRECISION_LABELS,
  LOCATION_PRECISIONS,
  type LocationKind,
  type LocationPrecision,
} from '../contracts/locations.js';

/**
 * Reads a filming-locations CSV in the layout of the shared normalized data set
 * (source, source_record_id, title, release_year, location_name, address, city, country,
 * latitude, longitude, scene_description, director, imdb_url, ...), plus optional photo columns
 * (image_url, image_author, image_licence, image_source_url, image_alt) and optional `precision`
 * (exact, street, area, city) and `kind` (filmed_here, set_here_filmed_elsewhere) columns, which
 * take the codes or their labels ("City only"). Rows are checked against
 * the schema's rules here, so a bad row is reported with its line and never reaches the database.
 */
export interface ImportRow {
  line: number;
  source: string;
  sourceRecordId: string;
  title: string;
  year: number | null;
  director: string | null;
  imdbId: string | null;
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  description: string | null;
  /** Empty or no column: a new place gets the table's default, an imported one keeps what it has. */
  precision: LocationPrecision | null;
  kind: LocationKind | null;
  /** A photo to download through the upload pipeline (http(s) only), with its credit. */
  image: ImportImage | null;
}

export interface ImportImage {
  url: string;
  author: string | null;
  licence: string | null;
  sourceUrl: string | null;
  alt: string | null;
}

export interface RowError {
  line: number;
  message: string;
}

export const REQUIRED_COLUMNS = ['source', 'source_record_id', 'title', 'location_name', 'latitude', 'longitude'];

/** The file's rows in order, each checked (a RowError) or ready to write, without holding the file. */
export async function* readLocationCsv(file: string): AsyncGenerator<ImportRow | RowError> {
  const parser = parse({
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    trim: true,
  });
  // pipe() does not forward a read error (missing file, EACCES): hand it to the parser's iterator.
  createReadStream(file)
    .on('error', (error) => parser.destroy(error))
    .pipe(parser);
  let headerChecked = false;
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    if (!headerChecked) {
      const missing = REQUIRED_COLUMNS.filter((column) => !(column in record));
      if (missing.length) throw new Error(`the CSV lacks the column(s): ${missing.join(', ')}`);
      headerChecked = true;
    }
    yield toImportRow(record, info.lines);
  }
}

const text = (value: string | undefined, max = 2000): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

export function toImportRow(record: Record<string, string>, line: number): ImportRow | RowError {
  const fail = (message: string): RowError => ({ line, message });
  const source = text(record.source, 100);
  const sourceRecordId = text(record.source_record_id, 200);
  const title = text(record.title, 1000);
  const name = text(record.location_name, 1000);
  if (!source || !sourceRecordId) return fail('source and source_record_id are required');
  if (!title) return fail('title is required');
  if (title.length > 300) return fail('title is longer than 300 characters');
  if (!name) return fail('location_name is required');
  if (name.length > 300) return fail('location_name is longer than 300 characters');
  const year = parseYear(record.release_year);
  if (year !== null && (!Number.isInteger(year) || year < 1870 || year > 2100))
    return fail(`release_year "${record.release_year}" is not a year between 1870 and 2100`);
  const latitude = Number(record.latitude);
  const longitude = Number(record.longitude);
  if (!record.latitude?.trim() || !Number.isFinite(latitude) || latitude < -90 || latitude > 90)
    return fail(`latitude "${record.latitude ?? ''}" is not between -90 and 90`);
  if (!record.longitude?.trim() || !Number.isFinite(longitude) || longitude < -180 || longitude > 180)
    return fail(`longitude "${record.longitude ?? ''}" is not between -180 and 180`);
  const precision = choice(record.precision, LOCATION_PRECISIONS, LOCATION_PRECISION_LABELS);
  if (precision === undefined)
    return fail(`precision "${record.precision}" is not one of ${LOCATION_PRECISIONS.join(', ')}`);
  const kind = choice(record.kind, LOCATION_KINDS, LOCATION_KIND_LABELS);
  if (kind === undefined) return fail(`kind "${record.kind}" is not one of ${LOCATION_KINDS.join(', ')}`);
  return {
    line,
    source,
    sourceRecordId,
    title,
    year,
    director: text(record.director, 300),
    imdbId: record.imdb_url?.match(/tt\d{7,10}/)?.[0] ?? null,
    name,
    address: text(record.address, 500),
    city: text(record.city, 200),
    country: text(record.country, 200),
    latitude,
    longitude,
    description: text(record.scene_description),
    precision,
    kind,
    image: importImage(record),
  };
}

/** A code or its label, any case; null when empty, undefined when it is neither. */
function choice<T extends string>(
  value: string | undefined,
  codes: readonly T[],
  labels: Record<T, string>,
): T | null | undefined {
  const given = value?.trim().toLowerCase();
  if (!given) return null;
  return codes.find((code) => code === given.replace(/[\s-]+/g, '_') || labels[code].toLowerCase() === given);
}

function importImage(record: Record<string, string>): ImportImage | null {
  const url = text(record.image_url, 2000);
  if (!url || !isHttpUrl(url)) return null;
  const sourceUrl = text(record.image_source_url, 2000);
  return {
    url,
    author: text(record.image_author, 200),
    licence: text(record.image_licence, 100),
    sourceUrl: sourceUrl && isHttpUrl(sourceUrl) ? sourceUrl : null,
    alt: text(record.image_alt, 300),
  };
}

/** A series gives a span ("1973-1978", "1988- Today"): its first year is the movie's year. */
function parseYear(value: string | undefined): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const span = trimmed.match(/^(\d{4})\s*-/);
  return Number(span ? span[1] : trimmed);
}
