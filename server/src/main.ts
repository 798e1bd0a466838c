import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { createApp } from './bootstrap.js';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database/open-database.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await createApp(config, database.url).catch(async (error: unknown) => {
    await database.close(); // never leave an embedded PostgreSQL behind a failed start
    throw error;
  });
  await app.listen(config.port, config.host).catch(async (error: unknown) => {
    await app.close();
    await database.close(); // e.g. the port is taken: stop the embedded PostgreSQL we started
    throw error;
  });
  const logger = app.get(Logger);
  logger.log(`ReelAtlas listening on ${config.appUrl} (database: ${database.kind})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    await app.close();
    // After the app: its connections are closed, so PostgreSQL can stop cleanly.
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
