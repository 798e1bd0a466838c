import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DatabaseNotifications, type ListenConnection } from '../database/index.js';

/** Raised by statement triggers on every table a public read is built from (migration 1763830010000). */
export const PUBLIC_DATA_CHANNEL = 'reelatlas_public_data';
const LISTEN_RETRY_MS = 2_000;
/** How long a write waits for its own change to be heard before answering anyway. */
const HEARD_TIMEOUT_MS = 1_000;

type ChangeListener = () => void;

/**
 * The version of the public data as this process knows it. PostgreSQL raises a NOTIFY when a
 * transaction that changed a movie, place, review, page, slider, photo or the settings commits,
 * in every process listening on this database; each one moves its version on, and whatever it
 * keeps per version (the read cache, settings, the sitemap) starts again.
 *
 * While the LISTEN connection is down the process cannot know about changes made elsewhere, so
 * `isTrustworthy` is false and the caches stand aside until it is back (and start empty).
 */
@Injectable()
export class PublicDataVersion implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PublicDataVersion.name);
  private readonly listeners = new Set<ChangeListener>();
  private connection?: ListenConnection;
  private retryTimer?: NodeJS.Timeout;
  private stopped = true;
  private current = 0;
  private readonly givenUp = new WeakSet<ListenConnection>();

  constructor(private readonly notifications: DatabaseNotifications) {}

  /** Changes with every data change heard (and when listening starts or stops). */
  get value(): number {
    return this.current;
  }

  /** True while every change is being heard; a cache keyed by `value` may be used only then. */
  get isTrustworthy(): boolean {
    return this.connection !== undefined;
  }

  /** Called on every change; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopped = false;
    // Every commit through this process's DataSource (services, the CLI, test factories) resolves
    // only once its change has been heard here, so no read after it can meet the old answer.
    this.notifications.afterEveryCommit(() => this.heardUpToNow());
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const connection = this.connection;
    this.connection = undefined;
    await connection?.end();
  }

  /**
   * Resolves once every change committed before this call has been heard here. A round trip on
   * the LISTEN connection does it: PostgreSQL delivers pending notifications before the answer.
   * A write awaits this before it answers, so the writer's next read never meets the old data.
   */
  async heardUpToNow(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, HEARD_TIMEOUT_MS)));
    await Promise.race([connection.roundTrip().catch(() => undefined), timeout]);
    clearTimeout(timer);
  }

  private changed(): void {
    this.current++;
    for (const listener of this.listeners) listener();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const connection = this.notifications
      .connection(PUBLIC_DATA_CHANNEL, 'reelatlas-public-data')
      .onNotification(() => this.changed())
      .onError((error) => this.lost(connection, error))
      .onEnd(() => this.lost(connection));
    try {
      await connection.open();
    } catch (error) {
      this.lost(connection, error as Error);
      return;
    }
    if (this.stopped) {
      await connection.end();
      return;
    }
    this.connection = connection;
    // Whatever happened while nobody listened is unknown: start from a new version.
    this.changed();
  }

  private lost(connection: ListenConnection, error?: Error): void {
    // 'error' and 'end' may both come for one connection: one retry each.
    if (this.stopped || this.givenUp.has(connection)) return;
    this.givenUp.add(connection);
    if (this.connection === connection) {
      this.connection = undefined;
      this.changed();
      this.logger.warn(
        `public data changes unheard (${error?.message ?? 'connection ended'}); read cache off until back`,
      );
    }
    void connection.end();
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
  }
}
