import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { GenerationBudget } from '../contracts/generation.js';
import { GenerationLimitException } from './generation-limit.exception.js';
import { GenerationUsageRepository } from './generation-usage.repository.js';

const RATE_WINDOW_SECONDS = 60;

const formatTokens = (tokens: number) => tokens.toLocaleString('en-US');

/**
 * What AI generation may cost (README, Security): GENERATION_RATE_LIMIT requests a minute per admin,
 * and GENERATION_DAILY_TOKENS model tokens a UTC day for the whole site, counted from the usage the
 * model reports. Both live in PostgreSQL, so every process counts against the same limits.
 */
@Injectable()
export class GenerationLimits {
  constructor(
    private readonly usage: GenerationUsageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async budget(): Promise<GenerationBudget> {
    const today = await this.usage.tokensToday();
    return this.budgetOf(today.used, today.resetsAt);
  }

  /**
   * Inside the request's transaction, before its row is inserted: refuses a request over the admin's
   * rate or with the day's budget spent (429). The lock holds the admin's next request until this
   * one's row is committed or rolled back, so a burst is counted one request at a time.
   */
  async assertMayQueue(manager: EntityManager, userId: string): Promise<void> {
    await this.usage.lockRequester(manager, userId);
    const limit = this.config.generation.ratePerMinute;
    const recent = await this.usage.recentRequests(manager, userId, RATE_WINDOW_SECONDS);
    if (recent.count >= limit) {
      throw new GenerationLimitException(
        `You can start ${limit} generations a minute. Nothing was queued: try again in ${recent.retryAfterSeconds} s.`,
        recent.retryAfterSeconds,
      );
    }
    const today = await this.usage.tokensToday(manager);
    const budget = this.budgetOf(today.used, today.resetsAt);
    if (budget.remaining_tokens <= 0) {
      const seconds = Math.max(1, Math.ceil((today.resetsAt.getTime() - Date.now()) / 1000));
      throw new GenerationLimitException(`${budgetSpent(budget)} Nothing was queued.`, seconds);
    }
  }

  /** For a queued generation about to ask the model: the budget may have been spent since it was queued. */
  async spentReason(): Promise<string | null> {
    const budget = await this.budget();
    return budget.remaining_tokens > 0 ? null : `${budgetSpent(budget)} It was not sent to the model.`;
  }

  /** Counts the tokens of one model reply against today's budget. */
  spend(tokens: number): Promise<void> {
    return this.usage.addTokens(tokens);
  }

  private budgetOf(used: number, resetsAt: Date): GenerationBudget {
    const daily = this.config.generation.dailyTokens;
    return {
      daily_tokens: daily,
      used_tokens: used,
      remaining_tokens: Math.max(0, daily - used),
      resets_at: resetsAt.toISOString(),
    };
  }
}

function budgetSpent(budget: GenerationBudget): string {
  return (
    `Today's AI generation budget of ${formatTokens(budget.daily_tokens)} tokens is used up ` +
    `(${formatTokens(budget.used_tokens)} used); it renews at midnight UTC.`
  );
}
