import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

/** One `npm run cli -- <name> [--flag value]` command. Each module adds its own file. */
export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  /** Runs inside the application context (database, migrations, services): most commands. */
  run?(app: INestApplicationContext, args: CliArgs): Promise<void>;
  /** Runs with the configuration alone, no database opened (e.g. removing the data). */
  withoutApp?(config: AppConfig, args: CliArgs): Promise<void>;
}

export interface CliArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

export function parseArgs(argv: string[]): CliArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) flags[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) flags[key] = argv[++i];
    else flags[key] = true;
  }
  return { positional, flags };
}

/** Reads a required string flag or stops with the command's usage line. */
export function requireFlag(args: CliArgs, name: string, usage: string): string {
  const value = args.flags[name];
  if (typeof value !== 'string' || value === '') throw new CliUsageError(`--${name} is required\nusage: ${usage}`);
  return value;
}

export class CliUsageError extends Error {}
