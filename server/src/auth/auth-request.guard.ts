import {
  ForbiddenException,
  Inject,
  Injectable,
  UnsupportedMediaTypeException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Cross-site request forgery on the auth routes (e.g. signing a victim into the attacker's
 * account with a hidden form, "login CSRF"):
 * - a request with a body must be JSON (415 otherwise). HTML forms can only send form
 *   encodings or text/plain; JSON needs a CORS preflight, which this app never grants;
 * - a request carrying cookies (the refresh token) from a browser must come from the site
 *   itself: its Origin is APP_URL's or the request's own.
 */
@Injectable()
export class AuthRequestGuard implements CanActivate {
  private readonly appOrigin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.appOrigin = new URL(config.appUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (
      BODY_METHODS.has(request.method) &&
      hasBody(request) &&
      !JSON_TYPE.test(request.headers['content-type'] ?? '')
    ) {
      throw new UnsupportedMediaTypeException('Send the request as JSON (Content-Type: application/json)');
    }
    const origin = request.headers.origin;
    if (request.headers.cookie && origin !== undefined && !this.isOwnOrigin(origin, request)) {
      throw new ForbiddenException('This request must come from the ReelAtlas site itself');
    }
    return true;
  }

  private isOwnOrigin(origin: string, request: Request): boolean {
    return origin === this.appOrigin || origin === `${request.protocol}://${request.get('host') ?? ''}`;
  }
}

/** A Content-Type or a length/transfer-encoding means a body was sent, even an empty form. */
function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return (
    Boolean(request.headers['content-type']) ||
    Boolean(request.headers['transfer-encoding']) ||
    (length !== undefined && length !== '0')
  );
}
