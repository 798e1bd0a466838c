import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LocationsModule } from '../locations/index.js';
import { MoviesModule } from '../movies/index.js';
import { ContentModel } from './content-model.js';
import { GenerationLimits } from './generation-limits.service.js';
import { GenerationMetrics } from './generation-metrics.js';
import { GenerationRecovery } from './generation-recovery.service.js';
import { GenerationRunner } from './generation-runner.service.js';
import { GenerationUsageRepository } from './generation-usage.repository.js';
import { GenerationController } from './generation.controller.js';
import { GenerationRow } from './generation.entity.js';
import { GenerationProcessor } from './generation.processor.js';
import { GenerationRepository } from './generation.repository.js';
import { GenerationService } from './generation.service.js';
import { OpenAiContentModel } from './openai-content-model.js';

/**
 * The AI content generator: queued jobs (with a lease, recovered when their worker dies), their cost
 * limits, the model behind the ContentModel port, reviewed drafts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([GenerationRow]), MoviesModule, LocationsModule],
  controllers: [GenerationController],
  providers: [
    GenerationRepository,
    GenerationUsageRepository,
    GenerationMetrics,
    GenerationLimits,
    GenerationService,
    GenerationRunner,
    GenerationRecovery,
    GenerationProcessor,
    {
      provide: ContentModel,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new OpenAiContentModel({
          apiKey: config.openaiApiKey,
          baseURL: config.openaiBaseUrl,
          model: config.openaiModel,
          timeoutMs: config.openaiTimeoutMs,
        }),
    },
  ],
})
export class GenerationModule {}
