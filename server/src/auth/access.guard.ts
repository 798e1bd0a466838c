import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { UserProfile } from '../users/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { bearerTokenMatches } from '../common/bearer-token.js';
import { ACCESS_POLICY, type AccessPolicy } from './auth.decorators.js';

/**
 * The one global guard (APP_GUARD). Access is decided from the route's declared policy
 * (@Public, @Authenticated, @Roles / @AdminController), never from the URL text: Express
 * matches paths in ways a regular expression over the URL does not (case, encoding, slashes).
 * A route without a policy is refused, and test/integration/access-boundary.test.ts lists
 * every route so none ships without one.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    @Optional() @Inject(APP_CONFIG) private readonly config?: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access policy; refused`);
      throw new ForbiddenException('You do not have permission to do this');
    }
    if (policy.kind === 'public') return true;
    if (policy.kind === 'operator-token') return this.checkOperatorToken(context);

    await (super.canActivate(context) as Promise<boolean>);
    const user = context.switchToHttp().getRequest<{ user: UserProfile }>().user;
    if (policy.kind === 'roles' && !policy.roles.includes(user.role))
      throw new ForbiddenException('You do not have permission to do this');
    return true;
  }

  /** 404 while METRICS_TOKEN is unset (the route is off), 401 without the token, else through. */
  private checkOperatorToken(context: ExecutionContext): true {
    const expected = this.config?.metricsToken;
    if (!expected) throw new NotFoundException();
    const header = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization;
    if (!bearerTokenMatches(header, expected)) throw new UnauthorizedException('A valid metrics token is required');
    return true;
  }
}
