import { Injectable } from '@nestjs/common';
import {
  DOMAIN_EVENT_ROLES,
  DOMAIN_EVENT_TYPES,
  type DomainEventPayloads,
  type DomainEventType,
} from './domain-events.js';
import type { HandlerRetry } from './on-domain-event.decorator.js';

export type DomainEventHandler<T extends DomainEventType> = (payload: DomainEventPayloads[T]) => Promise<void>;

export interface Registration {
  /** Unique per event, e.g. 'search.sync-movie': names the job and its retries. */
  name: string;
  handler: DomainEventHandler<DomainEventType>;
  retry?: HandlerRetry;
}

/**
 * Who reacts to which domain event. Filled at start-up by `DomainEventDiscovery` from the
 * `@OnDomainEvent` methods; the relay fans each event out to one job per registration and the
 * processor looks the handler up by name.
 */
@Injectable()
export class DomainEventHandlers {
  private readonly registrations = new Map<DomainEventType, Registration[]>();

  /** Prefer `@OnDomainEvent` on a provider method; this is what the discovery (and tests) call. */
  on<T extends DomainEventType>(
    type: T,
    name: string,
    handler: DomainEventHandler<T>,
    options: { retry?: HandlerRetry } = {},
  ): void {
    const list = this.registrations.get(type) ?? [];
    if (list.some((r) => r.name === name)) throw new Error(`A handler named ${name} is already registered for ${type}`);
    list.push({ name, handler: handler as DomainEventHandler<DomainEventType>, retry: options.retry });
    this.registrations.set(type, list);
  }

  handlersFor(type: DomainEventType): readonly Registration[] {
    return this.registrations.get(type) ?? [];
  }

  /**
   * The start-up check: every 'handled' event has a handler and no 'audit-only' one has
   * (DOMAIN_EVENT_ROLES). Returns the problems; an empty list means the wiring is complete.
   */
  wiringProblems(): string[] {
    return DOMAIN_EVENT_TYPES.flatMap((type) => {
      const names = this.handlersFor(type).map((r) => r.name);
      if (DOMAIN_EVENT_ROLES[type] === 'handled' && names.length === 0) {
        return [`${type} has no @OnDomainEvent handler (add one, or mark it 'audit-only' in DOMAIN_EVENT_ROLES)`];
      }
      if (DOMAIN_EVENT_ROLES[type] === 'audit-only' && names.length > 0) {
        return [
          `${type} is marked 'audit-only' but handled by ${names.join(', ')} (mark it 'handled' in DOMAIN_EVENT_ROLES)`,
        ];
      }
      return [];
    });
  }
}
