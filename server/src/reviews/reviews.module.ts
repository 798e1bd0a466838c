import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { ReviewModerationController } from './review-moderation.controller.js';
import { ReviewModerationRepository } from './review-moderation.repository.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [AuditModule],
  controllers: [ReviewsController, ReviewModerationController],
  providers: [ReviewsService, ReviewsRepository, ReviewModerationService, ReviewModerationRepository],
  exports: [ReviewsService, ReviewModerationService],
})
export class ReviewsModule {}
