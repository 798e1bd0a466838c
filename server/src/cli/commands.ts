import type { CliCommand } from './cli-command.js';
import { dataRemoveCommand } from '../database/index.js';
import { importLocationsCommand } from '../locations/index.js';
import { searchReindexCommand } from '../search/index.js';
import { userCreateCommand, userRoleCommand } from '../users/index.js';

/** Every CLI command; add new ones here, one per line. */
export const COMMANDS: CliCommand[] = [
  userCreateCommand,
  userRoleCommand,
  searchReindexCommand,
  importLocationsCommand,
  dataRemoveCommand,
];
