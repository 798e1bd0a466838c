import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseNotifications, TransactionRunner, type ListenConnection } from '../database/index.js';
import { JobQueue, type NewJob } from '../jobs/index.js';
import { DomainEventHandlers } from './domain-event-handlers.js';
import { OUTBOX_CHANNEL, OutboxRepository, type PendingEvent } from './outbox.repository.js';
import { RelayBackoff } from './relay-backoff.js';

const BATCH = 100;
const LISTEN_RETRY_MS = 5_000;

/** Same event + same handler → same job id, so relaying a row twice adds its jobs once. */
export const eventJobId = (outboxId: string, handler: string) => `outbox-${outboxId}-${handler.replace(/:/g, '_')}`;

/**
 * Moves outbox rows to the queue: woken by NOTIFY at commit (a dedicated connection),
 * with a periodic poll as fallback. Each event becomes one job per registered handler.
 * A row is marked published only once the queue stored its jobs; while the queue is down
 * rows stay pending (attempts and last_error say why) and the relay backs off.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: ListenConnection;
  private pollTimer?: NodeJS.Timeout;
  private listenTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private readonly backoff: RelayBackoff;

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxRepository,
    private readonly handlers: DomainEventHandlers,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.backoff = new RelayBackoff(config.jobs.outboxPollMs);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.runRelay) await this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Resolves once LISTEN is active (or has failed and will be retried; the poll covers meanwhile). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.listen();
    this.pollTimer = setInterval(() => this.kick(), this.config.jobs.outboxPollMs);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.listenTimer);
    await this.listener?.end();
    this.listener = undefined;
    await this.running;
  }

  /** Relays everything pending now; rejects when the queue refuses (rows stay pending). */
  async drain(batch = BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const relayed = await this.relayBatch(batch);
      total += relayed;
      if (relayed < batch) return total;
    }
  }

  /** One transaction: lock a batch, hand its jobs to the queue, then mark it published (or failed). */
  async relayBatch(limit = BATCH): Promise<number> {
    const result = await this.transactions.run(async (manager) => {
      const events = await this.outbox.claimPending(manager, limit);
      if (events.length === 0) return { relayed: 0 };
      const ids = events.map((event) => event.id);
      try {
        await this.queue.addBulk(events.flatMap((event) => this.jobsFor(event)));
      } catch (error) {
        const message = (error as Error).message || 'the queue refused the jobs';
        await this.outbox.markFailed(manager, ids, message);
        return { relayed: 0, error: new Error(message) };
      }
      await this.outbox.markPublished(manager, ids);
      return { relayed: events.length };
    });
    if (result.error) throw result.error;
    return result.relayed;
  }

  private jobsFor(event: PendingEvent): NewJob<'handle-domain-event'>[] {
    return this.handlers.handlersFor(event.type).map(({ name, retry }) => ({
      name: 'handle-domain-event',
      id: eventJobId(event.id, name),
      data: { outboxId: event.id, type: event.type, payload: event.payload as never, handler: name },
      ...(retry === 'patient' ? { attempts: this.config.jobs.patientAttempts } : {}),
    }));
  }

  /** One relay loop at a time; a wake-up during a loop runs it once more. Backs off while the queue is down. */
  private kick(): void {
    if (this.stopped || !this.backoff.mayRun()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => this.backoff.succeeded())
      .catch((error: unknown) => this.onFailure(error as Error))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private onFailure(error: Error): void {
    const { delayMs, report } = this.backoff.failed();
    if (report) this.logger.warn(`outbox relay: ${error.message}; events stay pending, retrying in ${delayMs} ms`);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const connection = this.notifications
      .connection(OUTBOX_CHANNEL, 'reelatlas-outbox-relay')
      .onNotification(() => this.kick())
      .onError(() => this.relisten(connection));
    try {
      await connection.open();
      if (this.stopped) await connection.end();
      else this.listener = connection;
    } catch {
      this.relisten(connection);
    }
  }

  /** The poll keeps events flowing meanwhile; NOTIFY is only the fast path. */
  private relisten(connection: ListenConnection): void {
    void connection.end();
    if (this.listener === connection) this.listener = undefined;
    if (this.stopped) return;
    clearTimeout(this.listenTimer);
    this.listenTimer = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
  }
}
