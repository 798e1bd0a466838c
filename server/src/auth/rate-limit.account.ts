import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { tooManyAttempts } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/**
 * Failed sign-ins per account (email), whatever address they come from: password guessing
 * spread over many clients still meets a limit. Unknown emails are counted the same way,
 * so a 429 says nothing about whether an account exists. The cost is that someone can keep
 * an account's sign-in closed for a minute at a time; its owner can still reset the password.
 */
@Injectable()
export class FailedSignInLimiter {
  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async assertAllowed(email: string): Promise<void> {
    if ((await this.store.count(key(email))) >= this.config.authAccountFailureLimit) throw tooManyAttempts();
  }

  async recordFailure(email: string): Promise<void> {
    await this.store.hit(key(email));
  }
}

const key = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
