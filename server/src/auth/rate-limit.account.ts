import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { tooManyAttempts } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/** The first wait past the account's threshold; each further failure doubles it, up to the cap. */
export const SLOWDOWN_BASE_MS = 500;
export const SLOWDOWN_MAX_MS = 8_000;

/**
 * Failed sign-ins, counted two ways, never as a lock anyone can put on someone else's account.
 * Per account and client address: past AUTH_ACCOUNT_FAILURE_LIMIT a minute that address gets 429
 * for that account, and only that address, so the owner signing in elsewhere is not shut out.
 * Per account from every address: past AUTH_ACCOUNT_SLOWDOWN_AFTER a minute, each attempt on the
 * account waits before its password is checked (see slowDownMs), the right password too, so the
 * wait tells a guesser nothing and guessing spread over many addresses slows down. Unknown emails
 * are counted the same way, so neither a 429 nor a wait tells whether an account exists. Per
 * address, the sign-in route's own limit (AUTH_RATE_LIMIT, RateLimitGuard) counts every attempt.
 */
@Injectable()
export class FailedSignInLimiter {
  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async beforeAttempt(email: string, client: string): Promise<void> {
    const [fromHere, fromAnywhere] = await Promise.all([
      this.store.count(pairKey(email, client)),
      this.store.count(accountKey(email)),
    ]);
    if (fromHere >= this.config.authAccountFailureLimit) throw tooManyAttempts();
    const wait = slowDownMs(fromAnywhere, this.config.authAccountSlowdownAfter);
    if (wait > 0) await sleep(wait);
  }

  async recordFailure(email: string, client: string): Promise<void> {
    await Promise.all([this.store.hit(pairKey(email, client)), this.store.hit(accountKey(email))]);
  }
}

/** 0 below the threshold, then SLOWDOWN_BASE_MS doubled with each failure past it, at most SLOWDOWN_MAX_MS. */
export function slowDownMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(SLOWDOWN_BASE_MS * 2 ** (failures - threshold), SLOWDOWN_MAX_MS);
}

const account = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `sign-in-failures:${account(email)}`;
const pairKey = (email: string, client: string) => `sign-in-failures:${account(email)}:from:${client}`;
