/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './cli/user-commands.js';
export * from './password-hasher.js';
export * from './password-rule.js';
export * from './user.entity.js';
export * from './users.module.js';
export * from './users.service.js';
