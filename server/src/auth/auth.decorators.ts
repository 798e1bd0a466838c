import { applyDecorators, Controller, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { UserRole } from '../users/index.js';
import type { UserProfile } from '../users/index.js';

/**
 * Every route declares exactly one access policy, on its handler or its controller; the
 * global AccessGuard reads only this metadata (never the URL) and refuses a route without one.
 */
export const ACCESS_POLICY = 'auth:policy';

export type AccessPolicy =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: UserRole[] } | { kind: 'operator-token' };

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_POLICY, { kind: 'public' } satisfies AccessPolicy);

/** Any signed-in user (a valid, unrevoked access token). */
export const Authenticated = () => SetMetadata(ACCESS_POLICY, { kind: 'signed-in' } satisfies AccessPolicy);

/** A signed-in user whose role, read from the database on this request, is one of these. */
export const Roles = (...roles: UserRole[]) =>
  SetMetadata(ACCESS_POLICY, { kind: 'roles', roles } satisfies AccessPolicy);

/**
 * A machine, not a user: `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). With
 * METRICS_TOKEN unset the route does not exist for anyone (404). For GET /metrics.
 */
export const OperatorToken = () => SetMetadata(ACCESS_POLICY, { kind: 'operator-token' } satisfies AccessPolicy);

/** The one URL prefix of admin controllers (below the global `api` prefix). */
export const ADMIN_ROUTE_PREFIX = 'admin';

/**
 * An admin-only controller under /api/admin/<path>: the path and the role come together, so a
 * controller cannot be mounted under the admin prefix and forget the check.
 */
export const AdminController = (path = '') =>
  applyDecorators(Controller(path ? `${ADMIN_ROUTE_PREFIX}/${path}` : ADMIN_ROUTE_PREFIX), Roles('admin'));

/** The signed-in user's profile as loaded from the database for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserProfile =>
    context.switchToHttp().getRequest<{ user: UserProfile }>().user,
);
