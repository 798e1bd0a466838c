import type { CliCommand } from '../cli/index.js';
import { backupCommand, restoreCommand } from './backup.cli.js';
import { dataRemoveCommand } from './data-remove.cli.js';
import { importLocationsCommand } from '../location-import/index.js';
import { searchReindexCommand } from '../search/index.js';
import { userCreateCommand, userRoleCommand } from '../users/index.js';

/** Every CLI command (composition: the CLI's wiring knows every module); add new ones here, one per line. */
export const COMMANDS: CliCommand[] = [
  userCreateCommand,
  userRoleCommand,
  searchReindexCommand,
  importLocationsCommand,
  dataRemoveCommand,
  backupCommand,
  restoreCommand,
];
