/** What other modules use from auth: route markers and the current user. */
export { Authenticated, CurrentUser, Public, Roles } from './auth.decorators.js';
export type { UserProfile } from '../users/users.service.js';
