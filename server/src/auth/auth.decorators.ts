import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { UserRole } from '../users/user.entity.js';
import type { UserProfile } from '../users/users.service.js';

export const IS_PUBLIC = 'auth:public';
export const REQUIRES_AUTH = 'auth:required';
export const ROLES = 'auth:roles';

/** A write route anyone may call (sign-in, register, ...). GET routes are public already. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A GET route that needs a signed-in user (writes need one by default). */
export const Authenticated = () => SetMetadata(REQUIRES_AUTH, true);

/** Restricts a route to these roles; every /api/admin/** route is admin-only without it. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);

/** The signed-in user's profile as loaded from the database for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserProfile => context.switchToHttp().getRequest<{ user: UserProfile }>().user,
);
