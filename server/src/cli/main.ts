import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { migrateDatabase } from '../database/migrate.js';
import { openDatabase } from '../database/open-database.js';
import { CliUsageError, parseArgs } from './cli-command.js';
import { COMMANDS } from '../app/cli-commands.js';

/**
 * `npm run cli -- <command> [...]`: runs one command inside the application context
 * (same config, database, migrations and services as the server, no HTTP listener).
 */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    printHelp(name);
    return name ? 2 : 0;
  }
  const loaded = loadConfig();
  // Removing the data must not start the database it removes.
  if (command.withoutApp) return runWithoutApp(() => command.withoutApp!(loaded, parseArgs(rest)), command.name);
  // A command runs and exits: it records events; the running app or worker relays and processes them.
  const config = { ...loaded, seedDemo: false, jobs: { ...loaded.jobs, runRelay: false, runWorkers: false } };
  const database = await openDatabase(config);
  await migrateDatabase(database.url);
  const app = await NestFactory.createApplicationContext(
    AppModule.register({ ...config, logLevel: 'warn' }, database.url),
    {
      logger: ['error', 'warn'],
    },
  );
  try {
    await command.run!(app, parseArgs(rest));
    return 0;
  } catch (error) {
    console.error(
      error instanceof CliUsageError ? error.message : `${command.name} failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await app.close();
    await database.close();
  }
}

async function runWithoutApp(run: () => Promise<void>, name: string): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    console.error(error instanceof CliUsageError ? error.message : `${name} failed: ${(error as Error).message}`);
    return 1;
  }
}

function printHelp(unknown?: string): void {
  if (unknown) console.error(`Unknown command: ${unknown}\n`);
  console.log('usage: npm run cli -- <command> [options]\n\ncommands:');
  for (const command of COMMANDS) console.log(`  ${command.usage}\n      ${command.description}`);
}

main(process.argv.slice(2)).then((code) => process.exit(code));
