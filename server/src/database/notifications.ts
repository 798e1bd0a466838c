import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';

/**
 * PostgreSQL's NOTIFY for the modules that react to commits made by any process (the outbox relay,
 * the public data version). Each listener gets a connection of its own, outside the pool: a
 * notification reaches only the session that listens, and a pooled session serves other work.
 */
@Injectable()
export class DatabaseNotifications {
  constructor(private readonly dataSource: DataSource) {}

  /** A session that listens on `channel` once opened; `applicationName` names it in pg_stat_activity. */
  connection(channel: string, applicationName: string): ListenConnection {
    const url = (this.dataSource.options as { url?: string }).url;
    return new ListenConnection(new pg.Client({ connectionString: url, application_name: applicationName }), channel);
  }

  /** Calls `callback` after every commit made through this process's DataSource, before the commit resolves. */
  afterEveryCommit(callback: () => Promise<void>): void {
    this.dataSource.subscribers.push({ afterTransactionCommit: callback });
  }
}

/**
 * One LISTEN session. Register the handlers before `open`; 'error' and 'end' may both come for one
 * session, and either means notifications are no longer heard.
 */
export class ListenConnection {
  constructor(
    private readonly client: pg.Client,
    private readonly channel: string,
  ) {}

  onNotification(handler: () => void): this {
    this.client.on('notification', handler);
    return this;
  }

  onError(handler: (error: Error) => void): this {
    this.client.on('error', handler);
    return this;
  }

  onEnd(handler: () => void): this {
    this.client.on('end', handler);
    return this;
  }

  /** Connects and starts listening; rejects when either fails. */
  async open(): Promise<void> {
    await this.client.connect();
    await this.client.query(`LISTEN ${this.channel}`);
  }

  /** One round trip: PostgreSQL delivers the notifications pending on this session before its answer. */
  async roundTrip(): Promise<void> {
    await this.client.query('SELECT 1');
  }

  /** Closes the session; never rejects. */
  async end(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}
