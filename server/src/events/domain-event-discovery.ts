import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DomainEventHandlers, type DomainEventHandler } from './domain-event-handlers.js';
import type { DomainEventType } from './domain-events.js';
import { ON_DOMAIN_EVENT, type DomainEventSubscription } from './on-domain-event.decorator.js';

/**
 * Finds every `@OnDomainEvent` method on the app's providers and registers it, then checks at
 * bootstrap (after every module's init) that each event has a handler or is audit-only.
 */
@Injectable()
export class DomainEventDiscovery implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly handlers: DomainEventHandlers,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      // Factory values and request-scoped providers have no methods to scan at start-up.
      if (!instance || typeof instance !== 'object' || wrapper.isDependencyTreeStatic() === false) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = (prototype as Record<string, unknown>)[method] as (payload: unknown) => Promise<void>;
        const subscriptions: DomainEventSubscription[] = Reflect.getMetadata(ON_DOMAIN_EVENT, fn) ?? [];
        for (const { type, name, retry } of subscriptions) {
          const handler: DomainEventHandler<DomainEventType> = (payload) => fn.call(instance, payload);
          this.handlers.on(type, name ?? `${prototype.constructor.name}.${method}`, handler, { retry });
        }
      }
    }
  }

  onApplicationBootstrap(): void {
    const problems = this.handlers.wiringProblems();
    if (problems.length) throw new Error(`Domain events are not wired:\n- ${problems.join('\n- ')}`);
  }
}
