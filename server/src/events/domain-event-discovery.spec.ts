import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { DomainEventDiscovery } from './domain-event-discovery.js';
import { DomainEventHandlers } from './domain-event-handlers.js';
import {
  DOMAIN_EVENT_ROLES,
  DOMAIN_EVENT_TYPES,
  type DomainEventPayloads,
  type DomainEventType,
} from './domain-events.js';
import { OnDomainEvent } from './on-domain-event.decorator.js';

const MISSING = Symbol('missing');
const HANDLED = DOMAIN_EVENT_TYPES.filter((type) => DOMAIN_EVENT_ROLES[type] === 'handled');

@Injectable()
class IndexerFixture {
  readonly seen: string[] = [];

  @OnDomainEvent('movie.saved', { name: 'fixture.sync-movie' })
  async syncMovie({ movieId }: DomainEventPayloads['movie.saved']): Promise<void> {
    this.seen.push(movieId);
  }

  @OnDomainEvent('review.saved')
  @OnDomainEvent('review.deleted')
  async syncRating({ locationId }: DomainEventPayloads['review.saved']): Promise<void> {
    this.seen.push(locationId);
  }

  /** Not decorated: never registered. */
  async unrelated(): Promise<void> {}
}

/** Registers a do-nothing handler for every handled event except `missing`. */
@Injectable()
class CoverageFixture {
  constructor(handlers: DomainEventHandlers, @Inject(MISSING) missing: DomainEventType | null) {
    for (const type of HANDLED) if (type !== missing) handlers.on(type, 'fixture.cover', async () => {});
  }
}

@Module({})
class FixtureModule {
  static with(missing: DomainEventType | null): DynamicModule {
    return {
      module: FixtureModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: MISSING, useValue: missing },
        DomainEventHandlers,
        DomainEventDiscovery,
        IndexerFixture,
        CoverageFixture,
      ],
    };
  }
}

const boot = (missing: DomainEventType | null = null) =>
  NestFactory.createApplicationContext(FixtureModule.with(missing), { logger: false, abortOnError: false });

describe(DomainEventDiscovery.name, () => {
  it('registers decorated methods under their given name, or Class.method, bound to the instance', async () => {
    const app = await boot();
    try {
      const handlers = app.get(DomainEventHandlers);
      expect(handlers.handlersFor('movie.saved').map((r) => r.name)).toEqual(['fixture.cover', 'fixture.sync-movie']);
      expect(handlers.handlersFor('review.deleted').map((r) => r.name)).toContain('IndexerFixture.syncRating');
      const syncRating = handlers.handlersFor('review.saved').find((r) => r.name === 'IndexerFixture.syncRating');
      await syncRating!.handler({ reviewId: 'r1', locationId: 'loc-1' });
      expect(app.get(IndexerFixture).seen).toEqual(['loc-1']);
      expect(handlers.wiringProblems()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start when an event is neither handled nor audit-only', async () => {
    await expect(boot('location.deleted')).rejects.toThrow(/location\.deleted has no @OnDomainEvent handler/);
  });
});

describe(DomainEventHandlers.name, () => {
  it('reports every handled event without a handler, and audit-only events that gained one', () => {
    const handlers = new DomainEventHandlers();
    expect(handlers.wiringProblems()).toHaveLength(HANDLED.length);
    for (const type of HANDLED) handlers.on(type, 'test.cover', async () => {});
    expect(handlers.wiringProblems()).toEqual([]);
    handlers.on('settings.saved', 'test.oops', async () => {});
    expect(handlers.wiringProblems()).toEqual([
      "settings.saved is marked 'audit-only' but handled by test.oops (mark it 'handled' in DOMAIN_EVENT_ROLES)",
    ]);
  });

  it('refuses two handlers with one name for the same event (their job ids would collide)', () => {
    const handlers = new DomainEventHandlers();
    handlers.on('movie.saved', 'dup', async () => {});
    expect(() => handlers.on('movie.saved', 'dup', async () => {})).toThrow(/already registered/);
  });
});
