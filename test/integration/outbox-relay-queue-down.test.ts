import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import type { AppConfig, JobsConfig } from '../../server/src/config/app-config.js';
import { ENTITIES } from '../../server/src/app/entities.js';
import { dataSourceOptions } from '../../server/src/database/data-source-options.js';
import { migrateDatabase } from '../../server/src/database/migrate.js';
import { DatabaseNotifications } from '../../server/src/database/notifications.js';
import { TransactionRunner } from '../../server/src/database/transaction-runner.js';
import { BullMqQueue } from '../../server/src/jobs/adapters/bullmq.queue.js';
import { InProcessQueue } from '../../server/src/jobs/adapters/in-process.queue.js';
import { QueuedJobsRepository } from '../../server/src/jobs/adapters/queued-jobs.repository.js';
import type { JobQueue } from '../../server/src/jobs/queue.port.js';
import { DomainEventHandlers } from '../../server/src/events/domain-event-handlers.js';
import { eventJobId, OutboxRelay } from '../../server/src/events/outbox-relay.js';
import { OutboxRepository } from '../../server/src/events/outbox.repository.js';
import { OutboxService } from '../../server/src/events/outbox.service.js';

/** The relay on a real PostgreSQL, with a queue that is down (BullMQ on a closed port) and one that is up. */
describe(OutboxRelay.name, () => {
  const jobs: JobsConfig = {
    runWorkers: false,
    runRelay: false,
    queuePrefix: `ra_spec_${Date.now()}`,
    attempts: 2,
    backoffMs: 20,
    backoffCapMs: 1_000,
    patientAttempts: 10,
    outboxPollMs: 50,
    lockMs: 30_000,
  };
  let db: TestDatabase;
  let ds: DataSource;
  let handlers: DomainEventHandlers;
  let outbox: OutboxService;
  const queues: JobQueue[] = [];

  const relayOn = (queue: JobQueue) => {
    queues.push(queue);
    const notifications = new DatabaseNotifications(ds);
    return new OutboxRelay(notifications, new TransactionRunner(ds), new OutboxRepository(ds), handlers, queue, {
      jobs,
    } as AppConfig);
  };
  const recordMovieSaved = async () => {
    const movieId = randomUUID();
    await ds.transaction((manager) => outbox.record(manager, { type: 'movie.saved', payload: { movieId } }));
    const [row] = await ds.query(`SELECT id::text AS id FROM outbox WHERE payload->>'movieId' = $1`, [movieId]);
    return row.id as string;
  };
  const outboxRow = async (id: string) =>
    (await ds.query(`SELECT attempts, last_error, published_at FROM outbox WHERE id = $1`, [id]))[0] as {
      attempts: number;
      last_error: string | null;
      published_at: Date | null;
    };

  beforeAll(async () => {
    db = await createTestDatabase('ra_spec');
    await migrateDatabase(db.url);
    ds = await new DataSource(dataSourceOptions(db.url, ENTITIES)).initialize();
    handlers = new DomainEventHandlers();
    handlers.on('movie.saved', 'spec.index', async () => {});
    handlers.on('movie.saved', 'spec.other', async () => {});
    outbox = new OutboxService(new OutboxRepository(ds));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.close();
    await ds.destroy();
    await db.drop();
  });

  it('keeps events pending while the queue refuses them, counting attempts and keeping the error', async () => {
    const id = await recordMovieSaved();
    const relay = relayOn(new BullMqQueue('redis://127.0.0.1:1', jobs));
    await expect(relay.relayBatch()).rejects.toThrow(/Redis is unreachable/);
    await expect(relay.drain()).rejects.toThrow(/Redis is unreachable/);
    expect(await outboxRow(id)).toMatchObject({
      attempts: 2,
      published_at: null,
      last_error: expect.stringMatching(/Redis is unreachable/),
    });
  });

  it('publishes them once a queue accepts, one job per handler with a deterministic id', async () => {
    const id = await recordMovieSaved();
    const relay = relayOn(new InProcessQueue(new QueuedJobsRepository(ds), jobs));
    // The event the down queue refused above goes out in the same drain.
    expect(await relay.drain()).toBe(2);
    expect(await outboxRow(id)).toMatchObject({ attempts: 1, published_at: expect.any(Date) });
    const rows: { id: string }[] = await ds.query(`SELECT id FROM queued_jobs WHERE id LIKE $1 ORDER BY id`, [
      `outbox-${id}-%`,
    ]);
    expect(rows.map((row) => row.id)).toEqual([eventJobId(id, 'spec.index'), eventJobId(id, 'spec.other')]);
    expect(await relay.drain()).toBe(0);
  });
});
