/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './review.entity.js';
export * from './reviews.module.js';
export * from './reviews.service.js';
export * from './review-moderation.service.js';
