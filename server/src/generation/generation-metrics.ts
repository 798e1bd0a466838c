import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/index.js';
import { GenerationUsageRepository } from './generation-usage.repository.js';

/** What generation costs, for Prometheus: tokens as the model reported them (generation_token_usage). */
@Injectable()
export class GenerationMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly usage: GenerationUsageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.metrics.total({
      name: 'reelatlas_generation_tokens_used_total',
      help: 'Model tokens (prompt + completion) generation has used, as the model reported them',
      collector: 'generation',
      read: () => this.usage.totalTokens(),
    });
    this.metrics.gauge({
      name: 'reelatlas_generation_tokens_today',
      help: 'Model tokens used today (UTC) and the daily budget (GENERATION_DAILY_TOKENS), by kind (used, budget)',
      labelNames: ['kind'],
      collector: 'generation',
      read: async () => [
        { labels: { kind: 'used' }, value: (await this.usage.tokensToday()).used },
        { labels: { kind: 'budget' }, value: this.config.generation.dailyTokens },
      ],
    });
  }
}
