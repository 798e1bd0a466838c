import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { DomainEventHandlers } from '../../server/src/events/domain-event-handlers.js';
import { AUDIT_ONLY_EVENTS, DOMAIN_EVENT_TYPES, type DomainEvent } from '../../server/src/events/domain-events.js';
import { eventJobId } from '../../server/src/events/outbox-relay.js';
import { OutboxService } from '../../server/src/events/outbox.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/events.js';
import { createLocation, createMovie } from '../support/factories.js';

/** The real app's wiring: every event reaches a handler (or is audit-only), through the outbox and the queue. */
describe('domain events in the app', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ OUTBOX_POLL_MS: '100' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const record = async (event: DomainEvent): Promise<string> => {
    await ds.transaction((manager) => t.app.get(OutboxService).record(manager, event));
    const [row] = await ds.query(`SELECT id::text AS id FROM outbox ORDER BY id DESC LIMIT 1`);
    return row.id;
  };
  const job = async (outboxId: string, handler: string) =>
    (await ds.query(`SELECT state FROM queued_jobs WHERE id = $1`, [eventJobId(outboxId, handler)]))[0] as
      { state: string } | undefined;

  it('has a handler for every event that is not audit-only', () => {
    const handlers = t.app.get(DomainEventHandlers);
    expect(handlers.wiringProblems()).toEqual([]);
    const unhandled = DOMAIN_EVENT_TYPES.filter((type) => handlers.handlersFor(type).length === 0);
    expect(unhandled.sort()).toEqual([...AUDIT_ONLY_EVENTS].sort());
  });

  it.each(['review.saved', 'review.deleted'] as const)(
    'runs the search refresh of the location for %s',
    async (type) => {
      const location = await createLocation(ds, await createMovie(ds));
      const outboxId = await record({
        type,
        payload: { reviewId: '00000000-0000-0000-0000-000000000001', locationId: location.id },
      });
      await waitFor(
        async () => (await job(outboxId, 'search.sync-location-rating'))?.state === 'completed',
        10_000,
        'the rating job',
      );
    },
  );

  it('publishes an audit-only event without queuing any job', async () => {
    const outboxId = await record({ type: 'settings.saved', payload: {} });
    await waitFor(
      async () =>
        (await ds.query(`SELECT published_at FROM outbox WHERE id = $1`, [outboxId]))[0].published_at !== null,
      10_000,
      'relay',
    );
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM queued_jobs WHERE id LIKE $1`, [
      `outbox-${outboxId}-%`,
    ]);
    expect(n).toBe(0);
  });
});
