import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliUsageError, createProgress, type CliCommand } from '../cli/index.js';
import { describeLines } from './committed-lines.js';
import { IMPORT_WRITERS, LocationImportService } from './location-import.service.js';

const USAGE = 'import:locations FILE.csv [--writers N]';
/** Each writer holds one of the pool's 10 connections for its transaction, the movie step one more. */
const MAX_WRITERS = 8;
const MAX_LISTED_ERRORS = 50;

export const importLocationsCommand: CliCommand = {
  name: 'import:locations',
  usage: USAGE,
  description:
    'Import filming locations from a CSV (layout of the shared normalized data set); safe to re-run, and a stopped run of the same file goes on where it stopped. --writers: batches written at once (default 2; one PostgreSQL core each)',
  async run(app, args) {
    const file = args.positional[0];
    if (!file) throw new CliUsageError(`a CSV file is required\nusage: ${USAGE}`);
    if (!existsSync(file)) throw new CliUsageError(`no such file: ${path.resolve(file)}`);
    const writers = writersOf(args.flags.writers);
    const progress = createProgress('import');
    const report = await app.get(LocationImportService).importFile(file, {
      writers,
      onProgress: (done, total) => progress.update(done, total),
    });
    progress.finish(`read ${report.rows} rows`);
    if (report.resumed.length)
      console.log(
        `resumed: lines ${describeLines(report.resumed)} were committed by the run that stopped (${report.alreadyImported} rows, not written again)`,
      );
    console.log(
      `movies created: ${report.moviesCreated}, locations written: ${report.locationsWritten}, unchanged: ${report.unchanged}, skipped: ${report.errors.length}`,
    );
    for (const error of report.errors.slice(0, MAX_LISTED_ERRORS))
      console.log(`  line ${error.line}: ${error.message}`);
    if (report.photos.attached || report.photos.failed.length)
      console.log(`photos attached: ${report.photos.attached}, not downloaded: ${report.photos.failed.length}`);
    for (const failure of report.photos.failed.slice(0, MAX_LISTED_ERRORS))
      console.log(`  line ${failure.line}: ${failure.message}`);
    if (report.errors.length > MAX_LISTED_ERRORS)
      console.log(`  ... and ${report.errors.length - MAX_LISTED_ERRORS} more`);
    const failed = report.errors.filter((e) => e.message.startsWith('batch of')).length;
    if (failed) throw new Error(`${failed} batch(es) rolled back; re-run the import once the cause is fixed`);
  },
};

function writersOf(flag: string | true | undefined): number {
  if (flag === undefined) return IMPORT_WRITERS;
  const writers = Number(flag);
  if (!Number.isInteger(writers) || writers < 1 || writers > MAX_WRITERS)
    throw new CliUsageError(`--writers must be a whole number from 1 to ${MAX_WRITERS}\nusage: ${USAGE}`);
  return writers;
}
