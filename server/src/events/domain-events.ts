/**
 * Every domain event, declared once with its payload (STYLE: typed names). A write records
 * one of these in the outbox table in the same transaction as its rows; the relay then
 * hands it to the queue, and processors react (search index, aggregates, ...).
 */
export interface DomainEventPayloads {
  'movie.saved': { movieId: string };
  'movie.deleted': { movieId: string };
  'location.saved': { locationId: string; movieId: string };
  'location.deleted': { locationId: string; movieId: string };
  'review.saved': { reviewId: string; locationId: string };
  'review.deleted': { reviewId: string; locationId: string };
  'page.saved': { pageId: string };
  'slider.changed': { sliderId: string };
  'settings.saved': Record<string, never>;
}

export type DomainEventType = keyof DomainEventPayloads;

export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; payload: DomainEventPayloads[K] };
}[T];

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'movie.saved',
  'movie.deleted',
  'location.saved',
  'location.deleted',
  'review.saved',
  'review.deleted',
  'page.saved',
  'slider.changed',
  'settings.saved',
];
