import { ForbiddenException, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { UserRole } from '../users/user.entity.js';
import type { UserProfile } from '../users/users.service.js';
import { IS_PUBLIC, REQUIRES_AUTH, ROLES } from './auth.decorators.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_PATH = /^\/api\/admin(\/|$)/;

/**
 * The one global guard (APP_GUARD), so no route can forget its check:
 * - every /api/admin/** route needs a user whose role, read from the database, is admin;
 * - every write (non-GET) needs a signed-in user unless marked @Public();
 * - GET routes are public unless marked @Authenticated() or @Roles(...).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const meta = <T>(key: string) => this.reflector.getAllAndOverride<T | undefined>(key, [context.getHandler(), context.getClass()]);
    const adminPath = ADMIN_PATH.test(request.path);
    const roles: UserRole[] | undefined = adminPath ? ['admin'] : meta<UserRole[]>(ROLES);
    const needsUser =
      adminPath || Boolean(roles) || Boolean(meta<boolean>(REQUIRES_AUTH)) || (!READ_METHODS.has(request.method) && !meta<boolean>(IS_PUBLIC));
    if (!needsUser) return true;

    await (super.canActivate(context) as Promise<boolean>);
    const user = request.user as UserProfile;
    if (roles && !roles.includes(user.role)) throw new ForbiddenException('You do not have permission to do this');
    return true;
  }
}
