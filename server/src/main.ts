import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './bootstrap.js';
import { Logger } from './common/logging.js';
import { closeOnSignals } from './common/graceful-shutdown.js';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database/open-database.js';
import { MapService } from './map/index.js';
import { SearchService } from './search/index.js';

/** How long requests under way may take to finish once the server is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Closing the server ends idle keep-alive connections and waits for the others. A connection whose
 * request was answered before its body arrived (an upload refused at the door) can stay open as
 * long as its client keeps it: after the grace period every connection left is closed.
 */
function closeLingeringConnections(server: Server): void {
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
}

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
  // Idle keep-alive sockets outlive those of proxies and clients (60 s is common), so a client never
  // reuses a socket the server is closing at that moment (ECONNRESET on the next request).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const logger = app.get(Logger);
  logger.log(`ReelAtlas listening on ${config.appUrl} (database: ${database.kind})`);
  // The first visitor's search and map should not wait for their indexes (seconds on a large catalogue).
  void app.get(SearchService).warmUp();
  app.get(MapService).warmUp();
  closeOnSignals(app, {
    logger,
    what: 'shutting down',
    before: () => closeLingeringConnections(server),
    after: () => database.close(),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
