import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';

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
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private stopped = true;
  private current = 0;
  private readonly givenUp = new WeakSet<pg.Client>();

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Changes with every data change heard (and when listening starts or stops). */
  get value(): number {
    return this.current;
  }

  /** True while every change is being heard; a cache keyed by `value` may be used only then. */
  get isTrustworthy(): boolean {
    return this.client !== undefined;
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
    this.ds.subscribers.push({ afterTransactionCommit: () => this.heardUpToNow() });
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every change committed before this call has been heard here. A round trip on
   * the LISTEN connection does it: PostgreSQL delivers pending notifications before the answer.
   * A write awaits this before it answers, so the writer's next read never meets the old data.
   */
  async heardUpToNow(): Promise<void> {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, HEARD_TIMEOUT_MS)));
    await Promise.race([
      client.query('SELECT 1').then(
        () => undefined,
        () => undefined,
      ),
      timeout,
    ]);
    clearTimeout(timer);
  }

  private changed(): void {
    this.current++;
    for (const listener of this.listeners) listener();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const url = (this.ds.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url, application_name: 'reelatlas-public-data' });
    client.on('notification', () => this.changed());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Whatever happened while nobody listened is unknown: start from a new version.
    this.changed();
  }

  private lost(client: pg.Client, error?: Error): void {
    // 'error' and 'end' may both come for one connection: one retry each.
    if (this.stopped || this.givenUp.has(client)) return;
    this.givenUp.add(client);
    if (this.client === client) {
      this.client = undefined;
      this.changed();
      this.logger.warn(
        `public data changes unheard (${error?.message ?? 'connection ended'}); read cache off until back`,
      );
    }
    void client.end().catch(() => undefined);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
  }
}
