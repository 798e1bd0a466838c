/** What other modules use from auth: route access policies and the current user. */
export { AdminController, Authenticated, CurrentUser, OperatorToken, Public, Roles } from './auth.decorators.js';
export type { UserProfile } from '../users/index.js';
export * from './auth-token.entity.js';
export * from './refresh-session.entity.js';
