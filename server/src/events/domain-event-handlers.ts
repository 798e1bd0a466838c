import { Injectable } from '@nestjs/common';
import type { DomainEventPayloads, DomainEventType } from './domain-events.js';

export type DomainEventHandler<T extends DomainEventType> = (payload: DomainEventPayloads[T]) => Promise<void>;

interface Registration {
  /** Unique per handler, e.g. 'search.sync-movie': names the job and its retries. */
  name: string;
  handler: DomainEventHandler<DomainEventType>;
}

/**
 * Who reacts to which domain event. Modules register here on init (the search module
 * keeps its index fresh, ...); the job processors look handlers up and run them.
 * Every handler must be idempotent: an event may be delivered more than once.
 */
@Injectable()
export class DomainEventHandlers {
  private readonly registrations = new Map<DomainEventType, Registration[]>();

  on<T extends DomainEventType>(type: T, name: string, handler: DomainEventHandler<T>): void {
    const list = this.registrations.get(type) ?? [];
    if (list.some((r) => r.name === name)) throw new Error(`A handler named ${name} is already registered for ${type}`);
    list.push({ name, handler: handler as DomainEventHandler<DomainEventType> });
    this.registrations.set(type, list);
  }

  handlersFor(type: DomainEventType): readonly Registration[] {
    return this.registrations.get(type) ?? [];
  }
}
