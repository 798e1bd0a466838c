import { SetMetadata } from '@nestjs/common';
import type { DomainEventPayloads, DomainEventType } from './domain-events.js';

export const ON_DOMAIN_EVENT = Symbol('on-domain-event');

export interface DomainEventSubscription {
  type: DomainEventType;
  /** Names the job and its retries; when omitted, `ClassName.methodName`. */
  name?: string;
  retry?: HandlerRetry;
}

/**
 * 'patient': the handler keeps a copy elsewhere up to date (the search index) and should wait out an
 * outage of that service: JOB_PATIENT_ATTEMPTS attempts, at most JOB_BACKOFF_CAP_MS apart, instead
 * of JOB_ATTEMPTS (about 30 s of retries by default).
 */
export type HandlerRetry = 'patient';

/**
 * Declares the method as a handler of one domain event; `DomainEventDiscovery` finds it at
 * start-up on any provider. Stack it to handle several events with one method.
 *
 * The name is part of each queued job's id: renaming a handler orphans its queued jobs (they are
 * skipped with a warning), so give an explicit `name` and keep it when the method moves.
 * Handlers must be idempotent: an event may be delivered more than once.
 */
export function OnDomainEvent<T extends DomainEventType>(
  type: T,
  options: { name?: string; retry?: HandlerRetry } = {},
) {
  return <H extends (payload: DomainEventPayloads[T]) => Promise<void>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): TypedPropertyDescriptor<H> => {
    const method = descriptor.value as object;
    const existing: DomainEventSubscription[] = Reflect.getMetadata(ON_DOMAIN_EVENT, method) ?? [];
    SetMetadata(ON_DOMAIN_EVENT, [...existing, { type, name: options.name, retry: options.retry }])(
      target,
      key,
      descriptor,
    );
    return descriptor;
  };
}
