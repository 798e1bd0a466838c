/**
 * Every domain event, declared once with its payload (STYLE: typed names). A write records
 * one of these in the outbox table in the same transaction as its rows; the relay then
 * hands it to the queue, and the handlers declared with `@OnDomainEvent` react.
 */
export interface DomainEventPayloads {
  'movie.saved': { movieId: string };
  'movie.deleted': { movieId: string };
  'location.saved': { locationId: string; movieId: string };
  'location.deleted': { locationId: string; movieId: string };
  /** A batch of the CSV import (issue 36): one event for up to a batch's rows, not one per row. */
  'movies.imported': { movieIds: string[] };
  'locations.imported': { locationIds: string[] };
  'review.saved': { reviewId: string; locationId: string };
  'review.deleted': { reviewId: string; locationId: string };
  /** A moderator hid or restored a review: the location's rating and search document change. */
  'review.moderated': { reviewId: string; locationId: string; hidden: boolean };
  'page.saved': { pageId: string };
  'slider.changed': { sliderId: string };
  'settings.saved': Record<string, never>;
  /** A trip's name, settings, stops or share link changed (trips are private: no index or cache follows). */
  'trip.saved': { tripId: string; userId: string };
  'trip.deleted': { tripId: string; userId: string };
  /** A user marked a place Want to Go or Been Here (`kind`), or unmarked it (null). */
  'saved-place.changed': { userId: string; locationId: string; kind: 'want' | 'been' | null };
  /** An editor accepted, declined or merged a visitor's suggestion: the visitor is mailed the new state. */
  'suggestion.decided': { suggestionId: string };
  /** An account email to send (auth/account-mail.handler.ts decides, when it runs, whether one goes out). */
  'account.mail-requested':
    | { kind: 'verify-email' | 'reset-password' | 'already-registered'; email: string }
    /** `email` is the new address; the link goes there, a notice to the account's current one. */
    | { kind: 'change-email'; email: string; userId: string };
}

export type DomainEventType = keyof DomainEventPayloads;

export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; payload: DomainEventPayloads[K] };
}[T];

/**
 * What each event is for, in one place. 'handled': at least one `@OnDomainEvent` handler must
 * exist (checked at start-up). 'audit-only': recorded in the outbox as a trail of what changed,
 * and no handler is expected (a handler for one is a start-up error: move it to 'handled').
 * The compiler makes every key of DomainEventPayloads appear here exactly once.
 */
export const DOMAIN_EVENT_ROLES = {
  'movie.saved': 'handled',
  'movie.deleted': 'handled',
  'location.saved': 'handled',
  'location.deleted': 'handled',
  'movies.imported': 'handled',
  'locations.imported': 'handled',
  'review.saved': 'handled',
  'review.deleted': 'handled',
  'review.moderated': 'handled',
  // A page write changes the sitemap (sitemap/sitemap-invalidator.ts). Sliders are not in the search
  // index, and settings are cached per process (a job runs in one process, so it could not refresh the others).
  'page.saved': 'handled',
  'slider.changed': 'audit-only',
  'settings.saved': 'audit-only',
  // Trips and saved places are read only by their owner, straight from their tables: nothing to update.
  'trip.saved': 'audit-only',
  'trip.deleted': 'audit-only',
  'saved-place.changed': 'audit-only',
  // The visitor hears of an editor's decision by mail (contributions/suggestion-mail.handler.ts).
  'suggestion.decided': 'handled',
  // Account mail (verification, reset) leaves the request path: same answer time for every address.
  'account.mail-requested': 'handled',
} as const satisfies Record<DomainEventType, 'handled' | 'audit-only'>;

export const DOMAIN_EVENT_TYPES = Object.keys(DOMAIN_EVENT_ROLES) as DomainEventType[];

export const AUDIT_ONLY_EVENTS: readonly DomainEventType[] = DOMAIN_EVENT_TYPES.filter(
  (type) => DOMAIN_EVENT_ROLES[type] === 'audit-only',
);
