import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { tooManyAttempts } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/**
 * Refused refresh tokens per client address, AUTH_RATE_LIMIT a minute: a refresh tells whether a
 * token is live, like the email-link routes, so guessing meets a limit (hopeless against 256 random
 * bits, but never free). Only refusals count: a signed-in visitor refreshes on every page load.
 */
@Injectable()
export class FailedRefreshLimiter {
  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async assertAllowed(client: string): Promise<void> {
    if ((await this.store.count(key(client))) >= this.config.authRateLimit) throw tooManyAttempts();
  }

  async recordFailure(client: string): Promise<void> {
    await this.store.hit(key(client));
  }
}

const key = (client: string) => `refresh-failures:${client}`;
