import type { DomainEventPayloads, DomainEventType } from '../events/index.js';

/**
 * Every queue and job, declared once with its payload (STYLE: typed names). A job name
 * belongs to exactly one queue, so callers only ever name the job.
 */
export const QUEUE_NAMES = ['domain-events'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobPayloads {
  /** One registered handler reacting to one outbox event (a failing handler retries alone). */
  'handle-domain-event': HandleDomainEventJob;
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { [N in JobName]: QueueName } = {
  'handle-domain-event': 'domain-events',
};

export interface HandleDomainEventJob<T extends DomainEventType = DomainEventType> {
  outboxId: string;
  type: T;
  payload: DomainEventPayloads[T];
  handler: string;
}

export const isQueueName = (name: string): name is QueueName => (QUEUE_NAMES as readonly string[]).includes(name);
