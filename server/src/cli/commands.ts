import type { CliCommand } from './cli-command.js';
import { importLocationsCommand } from '../locations/import/import-locations.cli.js';
import { searchReindexCommand } from '../search/search.cli.js';
import { userCreateCommand, userRoleCommand } from '../users/cli/user-commands.js';

/** Every CLI command; add new ones here, one per line. */
export const COMMANDS: CliCommand[] = [
  userCreateCommand,
  userRoleCommand,
  searchReindexCommand,
  importLocationsCommand,
];
