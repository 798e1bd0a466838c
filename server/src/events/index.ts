/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './domain-event-handlers.js';
export * from './domain-events.js';
export * from './on-domain-event.decorator.js';
export * from './outbox-message.entity.js';
export * from './outbox.repository.js';
export * from './outbox.service.js';
