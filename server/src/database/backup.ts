import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { PassThrough, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import { MIGRATIONS } from './migrations.js';

/**
 * Backups of the database (`npm run cli -- backup` / `restore`), the same on the embedded
 * PostgreSQL and on a DATABASE_URL server. The npm packages of the embedded server carry no
 * pg_dump, and a system pg_dump refuses a newer server, so the dump is the server's own COPY:
 *
 *   line 1        a JSON header: format, version, the migrations the schema was made by, when
 *   per table     a JSON line naming the table and its columns, its rows in COPY text format, `\.`
 *   last line     a JSON trailer: the sequences' positions
 *
 * all gzip'd. A restore makes the schema by running those same migrations (so a backup of an
 * older build restores, and the next start migrates it on), then loads the rows without firing
 * triggers or checking foreign keys (session_replication_role = replica: superuser, as the
 * embedded and compose databases' own user is), all in one transaction.
 */
export const BACKUP_FORMAT = 'reelatlas-backup';
export const BACKUP_VERSION = 1;

/** Recreated by the migrations a restore runs, never loaded from the file. */
const MIGRATIONS_TABLE = 'migrations';
/** COPY's end-of-data line: no data row is ever exactly this (a backslash is written `\\`). */
const END_OF_DATA = '\\.';

interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  server_version: string;
  migrations: string[];
}

interface TableHeader {
  table: string;
  columns: string[];
}

interface BackupTrailer {
  sequences: { name: string; last_value: string | null }[];
}

export interface TableCount {
  table: string;
  rows: number;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  migrations: number;
  tables: TableCount[];
}

/** The migrations that made the schema; a database the app never started has none to back up. */
async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const [{ present }] = (
    await client.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [MIGRATIONS_TABLE])
  ).rows;
  if (!present)
    throw new Error('this database has no ReelAtlas schema yet: start the app once (npm start), then back it up');
  const rows = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
  return rows.rows.map((row) => row.name);
}

/** Writes a consistent snapshot of the database (one repeatable-read transaction) to `file`. */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url, application_name: 'reelatlas-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      server_version: (await client.query<{ v: string }>('SHOW server_version')).rows[0].v,
      migrations: await appliedMigrations(client),
    };
    const tables = await listTables(client);
    const counts: TableCount[] = [];
    const out = new PassThrough();
    const writing = pipeline(out, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    writing.catch(() => undefined); // awaited below; a failure here also fails the writes
    const write = (text: string) =>
      out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));

    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(`${JSON.stringify(table)}\n`);
      const lines = new LineCounter();
      await pipeline(
        client.query(copyTo(`COPY ${ident(table.table)} (${table.columns.map(ident).join(', ')}) TO STDOUT`)),
        lines,
        new Writable({
          write: (chunk: Buffer, _encoding, done) => void write(chunk.toString('utf8')).then(() => done(), done),
        }),
      );
      await write(`${END_OF_DATA}\n`);
      counts.push({ table: table.table, rows: lines.count });
    }
    const trailer: BackupTrailer = { sequences: await listSequences(client) };
    await write(`${JSON.stringify(trailer)}\n`);
    out.end();
    await writing;
    await client.query('COMMIT');
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, migrations: header.migrations.length, tables: counts };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

export interface RestoreSummary {
  file: string;
  created_at: string;
  migrations: number;
  tables: TableCount[];
}

export class RestoreRefusedError extends Error {}

/**
 * Replaces the database's contents with the backup's: the schema is dropped and made again by the
 * backup's migrations, then its rows are loaded. Refused when the database holds data, unless
 * `replace` (the CLI's --yes).
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { replace: boolean },
): Promise<RestoreSummary> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const { value, done } = await iterator.next();
    if (done) throw new Error(`${file} ends early: not a whole backup`);
    return value as string;
  };
  try {
    const header = parseHeader(await next(), file);
    const known = new Set(MIGRATIONS.map((migration) => migrationName(migration)));
    const unknown = header.migrations.filter((name) => !known.has(name));
    if (unknown.length)
      throw new RestoreRefusedError(
        `The backup was made by a newer ReelAtlas (migrations ${unknown.join(', ')}); restore it with that version`,
      );

    const client = new pg.Client({ connectionString: url, application_name: 'reelatlas-restore' });
    await client.connect();
    try {
      const existing = await tablesWithRows(client);
      if (existing.length && !options.replace)
        throw new RestoreRefusedError(
          `The database holds data (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', ...' : ''}); ` +
            'restoring replaces all of it: add --yes to go ahead',
        );
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
      await runMigrations(url, header.migrations);

      const counts: TableCount[] = [];
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      const made = await listTables(client);
      // What the migrations seeded (defaults) gives way to what the backup holds.
      if (made.length) await client.query(`TRUNCATE ${made.map((t) => ident(t.table)).join(', ')}`);
      for (;;) {
        const line = await next();
        const section = JSON.parse(line) as Partial<TableHeader & BackupTrailer>;
        if (section.sequences) {
          for (const sequence of section.sequences)
            if (sequence.last_value !== null)
              await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
                ident(sequence.name),
                sequence.last_value,
              ]);
          break;
        }
        if (!section.table || !section.columns) throw new Error(`${file}: unexpected line ${line.slice(0, 80)}`);
        counts.push({ table: section.table, rows: await loadTable(client, section as TableHeader, next) });
      }
      await client.query('COMMIT');
      return { file, created_at: header.created_at, migrations: header.migrations.length, tables: counts };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    lines.close();
  }
}

/** Streams one table's COPY lines from the backup into the database. */
async function loadTable(client: pg.Client, table: TableHeader, next: () => Promise<string>): Promise<number> {
  let rows = 0;
  async function* data() {
    for (;;) {
      const line = await next();
      if (line === END_OF_DATA) return;
      rows++;
      yield `${line}\n`;
    }
  }
  await pipeline(
    Readable.from(data()),
    client.query(copyFrom(`COPY ${ident(table.table)} (${table.columns.map(ident).join(', ')}) FROM STDIN`)),
  );
  return rows;
}

/** Runs exactly the migrations the backup's schema was made by (the next start runs any newer ones). */
async function runMigrations(url: string, names: string[]): Promise<void> {
  const wanted = new Set(names);
  const dataSource = await new DataSource({
    ...dataSourceOptions(url),
    migrations: MIGRATIONS.filter((migration) => wanted.has(migrationName(migration))),
    extra: { max: 1, application_name: 'reelatlas-restore' },
  }).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

/** The application's tables and their stored (not generated) columns, in a stable order. */
async function listTables(client: pg.Client): Promise<TableHeader[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `SELECT c.table_name AS table, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
     FROM information_schema.columns c
     JOIN pg_tables t ON t.schemaname = c.table_schema AND t.tablename = c.table_name
     WHERE c.table_schema = 'public' AND c.is_generated = 'NEVER' AND c.table_name <> $1
     GROUP BY c.table_name ORDER BY c.table_name`,
    [MIGRATIONS_TABLE],
  );
  return rows;
}

async function listSequences(client: pg.Client): Promise<BackupTrailer['sequences']> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows;
}

/** Tables of the database's public schema that hold at least one row (the migrations table aside). */
async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const tables = await listTables(client);
  const found: string[] = [];
  for (const { table } of tables) {
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${ident(table)}) AS any`);
    if (rows[0].any) found.push(table);
  }
  return found;
}

function parseHeader(line: string, file: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new RestoreRefusedError(`${file} is not a ReelAtlas backup`);
  }
  if (header.format !== BACKUP_FORMAT || !Array.isArray(header.migrations))
    throw new RestoreRefusedError(`${file} is not a ReelAtlas backup`);
  if (header.version !== BACKUP_VERSION)
    throw new RestoreRefusedError(
      `${file} is a version ${header.version} backup; this build reads version ${BACKUP_VERSION}`,
    );
  return header as BackupHeader;
}

/** TypeORM records a migration under its `name`, or its class name without one. */
function migrationName(migration: (typeof MIGRATIONS)[number]): string {
  return (new migration() as { name?: string }).name ?? migration.name;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Passes COPY's output through, counting its lines (one a row). */
class LineCounter extends Transform {
  count = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    for (const byte of chunk) if (byte === 10) this.count++;
    done(null, chunk);
  }
}
