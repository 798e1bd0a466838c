import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/index.js';
import { MailModule } from '../mail/index.js';
import { MediaModule } from '../media/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { ContributionPhotoLimit, ContributionsController } from './contributions.controller.js';
import { ModerationInboxService } from './moderation-inbox.service.js';
import { ModerationController } from './moderation.controller.js';
import { SuggestionDecisionsService } from './suggestion-decisions.service.js';
import { SuggestionMailHandler } from './suggestion-mail.handler.js';
import { SuggestionsRepository } from './suggestions.repository.js';
import { SuggestionsService } from './suggestions.service.js';

/**
 * Visitors' suggestions and the moderation inbox (issue 34); the only writer of
 * location_suggestions. Accepted suggestions reach the catalogue through LocationWrites.
 */
@Module({
  imports: [LocationsModule, MediaModule, MailModule, ReviewsModule],
  controllers: [ContributionsController, ModerationController],
  providers: [
    SuggestionsRepository,
    SuggestionsService,
    ModerationInboxService,
    SuggestionDecisionsService,
    SuggestionMailHandler,
    ContributionPhotoLimit,
  ],
  exports: [ModerationInboxService],
})
export class ContributionsModule {}
