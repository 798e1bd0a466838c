import type { INestApplicationContext, LoggerService } from '@nestjs/common';

export interface ShutdownOptions {
  logger: LoggerService;
  /** What the log says happens now, e.g. 'shutting down' or 'finishing active jobs'. */
  what: string;
  /** Runs before the app closes (e.g. stop a heartbeat). */
  before?: () => void;
  /** Runs after the app closed: its connections are gone, so an embedded PostgreSQL can stop cleanly. */
  after: () => Promise<void>;
}

/**
 * On SIGINT or SIGTERM (once, whichever comes first): close the app (relay, queue, connections),
 * then what it depended on, then exit. Shared by the web server and the worker.
 */
export function closeOnSignals(app: INestApplicationContext, options: ShutdownOptions): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.logger.log(`${signal} received, ${options.what}`);
    options.before?.();
    await app.close();
    await options.after();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));
}
