import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { Logger } from './common/logging.js';
import { closeOnSignals } from './common/graceful-shutdown.js';
import { loadConfig } from './config/app-config.js';
import { migrateDatabase } from './database/migrate.js';
import { openDatabase } from './database/open-database.js';
import { Metrics, serveMetrics, type MetricsServer } from './metrics/index.js';

/** Touched while the worker runs; the container health check reads its age. */
export const WORKER_HEARTBEAT_FILE = path.join(os.tmpdir(), 'reelatlas-worker.alive');

/**
 * `npm run worker`: the application context with processors and the outbox relay, no HTTP.
 * With REDIS_URL it consumes the BullMQ queues the web processes fill.
 */
async function main(): Promise<void> {
  const loaded = loadConfig();
  const config = { ...loaded, seedDemo: false, jobs: { ...loaded.jobs, runWorkers: true } };
  const database = await openDatabase(config);
  const app = await migrateDatabase(database.url)
    .then(() => NestFactory.createApplicationContext(AppModule.register(config, database.url), { bufferLogs: true }))
    .catch(async (error: unknown) => {
      await database.close(); // as in main.ts: never leave an embedded PostgreSQL behind a failed start
      throw error;
    });
  app.useLogger(app.get(Logger));
  const logger = app.get(Logger);
  logger.log(
    `ReelAtlas worker started (queue: ${config.redisUrl ? 'bullmq' : 'in-process'}, database: ${database.kind})`,
  );

  // The jobs this process runs are counted here, so Prometheus scrapes it too (METRICS_PORT).
  let metricsServer: MetricsServer | undefined;
  if (config.metricsToken && config.metricsPort !== undefined) {
    metricsServer = await serveMetrics(app.get(Metrics), {
      port: config.metricsPort,
      host: config.host,
      token: config.metricsToken,
    });
    logger.log(`metrics at http://${config.host}:${metricsServer.port}/metrics`);
  }

  const beat = () => writeFileSync(WORKER_HEARTBEAT_FILE, String(Date.now()));
  beat();
  const heartbeat = setInterval(beat, 10_000);
  closeOnSignals(app, {
    logger,
    what: 'finishing active jobs',
    before: () => {
      clearInterval(heartbeat);
      void metricsServer?.close();
    },
    after: () => database.close(),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
