import { EmbeddedPostgres } from '../database/embedded-postgres.js';
import { CliUsageError, type CliCommand } from '../cli/index.js';

const USAGE = 'data:remove --yes';

/**
 * `npm run cli -- data:remove --yes`: deletes what the embedded default keeps for this DATA_DIR —
 * the database, mail outbox and generated secrets, and (run as root) the cluster and binaries under
 * /var/lib/reelatlas that deleting the checkout would leave. Stop the app first. Binaries another
 * process still runs from (this checkout's app on another DATA_DIR) are kept, and listed as kept.
 */
export const dataRemoveCommand: CliCommand = {
  name: 'data:remove',
  usage: USAGE,
  description: 'delete the embedded database and everything else kept in DATA_DIR (and /var/lib/reelatlas as root)',
  async withoutApp(config, args) {
    if (config.databaseUrl)
      throw new CliUsageError("DATABASE_URL is set: data:remove only removes the embedded default's data");
    if (args.flags.yes !== true)
      throw new CliUsageError(`This deletes ${config.dataDir} and its database. To go ahead: ${USAGE}`);
    const { removed, kept } = await EmbeddedPostgres.remove(config.dataDir, config.embeddedSharedDir);
    console.log(removed.length ? `removed:\n${list(removed)}` : 'nothing to remove');
    if (kept.length) console.log(`kept:\n${list(kept)}`);
  },
};

const list = (paths: string[]) => paths.map((p) => `  ${p}`).join('\n');
