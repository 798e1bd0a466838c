import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupDatabase, restoreDatabase, RestoreRefusedError, type TableCount } from '../database/backup.js';
import { openDatabase } from '../database/open-database.js';
import { CliUsageError, type CliCommand } from '../cli/index.js';
import type { AppConfig } from '../config/app-config.js';

const BACKUP_USAGE = 'backup [--out <file>]';
const RESTORE_USAGE = 'restore <file> [--yes]';

/**
 * `npm run cli -- backup [--out file]`: a gzip'd dump of the database (database/backup.ts) — the
 * embedded one (started for the command, or joined while the app runs) or DATABASE_URL's. Default
 * file: DATA_DIR/backups/reelatlas-<time>.backup.gz. Uploaded photos are files (DATA_DIR/media or
 * the S3 bucket): copy those alongside.
 */
export const backupCommand: CliCommand = {
  name: 'backup',
  usage: BACKUP_USAGE,
  description: 'write a compressed dump of the database (embedded or DATABASE_URL) to a file',
  async withoutApp(config, args) {
    const out = args.flags.out;
    if (out === true || out === '') throw new CliUsageError(`--out needs a file name\nusage: ${BACKUP_USAGE}`);
    const file = path.resolve(out ?? defaultBackupFile(config));
    await mkdir(path.dirname(file), { recursive: true });
    const summary = await withDatabase(config, (url) => backupDatabase(url, file));
    console.log(`backup written: ${summary.file} (${formatBytes(summary.bytes)})`);
    console.log(`  schema: ${summary.migrations} migrations; rows:`);
    console.log(tableList(summary.tables));
  },
};

/**
 * `npm run cli -- restore <file> [--yes]`: replaces the database's contents with a backup's. Refused
 * while the database holds data unless --yes. Stop the app (and workers) first: they would keep
 * working on the data being replaced.
 */
export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: RESTORE_USAGE,
  description: 'replace the database (embedded or DATABASE_URL) with a backup; --yes when it holds data',
  async withoutApp(config, args) {
    const [file] = args.positional;
    if (!file) throw new CliUsageError(`Which backup file?\nusage: ${RESTORE_USAGE}`);
    try {
      const summary = await withDatabase(config, (url) =>
        restoreDatabase(url, path.resolve(file), { replace: args.flags.yes === true }),
      );
      console.log(`restored ${summary.file} (made ${summary.created_at})`);
      console.log(`  schema: ${summary.migrations} migrations (the next start runs any newer ones); rows:`);
      console.log(tableList(summary.tables));
    } catch (error) {
      if (error instanceof RestoreRefusedError) throw new CliUsageError(error.message);
      throw error;
    }
  },
};

async function withDatabase<T>(config: AppConfig, run: (url: string) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await run(database.url);
  } finally {
    await database.close();
  }
}

function defaultBackupFile(config: AppConfig): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(config.dataDir, 'backups', `reelatlas-${stamp}.backup.gz`);
}

const tableList = (tables: TableCount[]) =>
  tables
    .filter((t) => t.rows > 0)
    .map((t) => `    ${t.table}: ${t.rows}`)
    .join('\n') || '    (no rows)';

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
