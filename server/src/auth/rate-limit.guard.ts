import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { clientKey } from './rate-limit.client-key.js';
import { RateLimitStore } from './rate-limit.store.js';

/**
 * Limits each client address on one route to AUTH_RATE_LIMIT requests a minute
 * (credential guessing, mail flooding). The address is req.ip, which TRUST_PROXY decides
 * (by default the TCP peer: X-Forwarded-For counts only from proxies the operator names);
 * IPv6 clients are grouped by /64. Failed sign-ins are also counted per account and address,
 * and slowed down per account (FailedSignInLimiter), for guessing spread over many addresses.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const { hits, retryAfter } = await this.store.hit(`${route}:${clientKey(request.ip)}`);
    if (hits <= this.config.authRateLimit) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw tooManyAttempts();
  }
}

export const tooManyAttempts = () =>
  new HttpException('Too many attempts. Please wait a minute and try again.', HttpStatus.TOO_MANY_REQUESTS);

export const RateLimited = () => UseGuards(RateLimitGuard);
