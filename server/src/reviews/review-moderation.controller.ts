import { Body, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { HideReviewDto, ModerationListQuery } from './dto/moderation.dto.js';
import { ReviewModerationService } from './review-moderation.service.js';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Review not found') });

/** /admin/reviews: reported, recent and hidden reviews, and what a moderator does with them. */
@ApiTags('admin')
@AdminController('reviews')
export class ReviewModerationController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  @ApiOkResponse({
    description: 'A page of reviews with their place and open reports (filter: reported, recent, hidden)',
  })
  list(@Query() query: ModerationListQuery) {
    return this.moderation.list(query.filter, { offset: query.offset, limit: query.limit });
  }

  @Post(':id/hide')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'Hidden from the public list, the rating and search; its author sees the reason',
  })
  hide(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string, @Body() body: HideReviewDto) {
    return this.moderation.hide(user, id, body.reason);
  }

  @Post(':id/restore')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Public again; its open reports are closed' })
  restore(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string) {
    return this.moderation.restore(user, id);
  }

  @Post(':id/dismiss-reports')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The review stays; its open reports are closed' })
  dismissReports(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string) {
    return this.moderation.dismissReports(user, id);
  }
}
