/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './contributions.module.js';
export * from './location-suggestion.entity.js';
export { ModerationInboxService } from './moderation-inbox.service.js';
