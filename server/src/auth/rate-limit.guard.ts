import { HttpException, HttpStatus, Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RateLimitStore } from './rate-limit.store.js';

/**
 * Limits each client address on one route to AUTH_RATE_LIMIT requests a minute
 * (credential guessing, mail flooding). The key never contains the submitted email, so
 * the answer is the same whether or not an account exists.
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
    const { hits, retryAfter } = await this.store.hit(`${route}:${request.ip ?? 'unknown'}`);
    if (hits <= this.config.authRateLimit) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new HttpException('Too many attempts. Please wait a minute and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

export const RateLimited = () => UseGuards(RateLimitGuard);
