import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, Public, type UserProfile } from '../auth/index.js';
import { ReportReviewDto } from './dto/moderation.dto.js';
import { CreateReviewDto, ListReviewsQuery, MyReviewQuery, UpdateReviewDto } from './dto/review.dto.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { ReviewsService } from './reviews.service.js';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Review not found') });

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly moderation: ReviewModerationService,
  ) {}

  @Get()
  @Public()
  @ApiOkResponse({
    description: "A page of a location's reviews, newest first, with the total; author is the reviewer's display name",
  })
  list(@Query() query: ListReviewsQuery) {
    return this.reviews.listForLocation(query);
  }

  @Get('by-me')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOkResponse({ description: "Every review of the signed-in user, newest first, with its place's slug and name" })
  byMe(@CurrentUser() user: UserProfile) {
    return this.reviews.listByUser(user.id);
  }

  @Get('mine')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOkResponse({ description: "The signed-in user's review of the location (`review` is null when there is none)" })
  mine(@CurrentUser() user: UserProfile, @Query() query: MyReviewQuery) {
    return this.reviews.findMine(user.id, query.location_id);
  }

  @Post()
  @Authenticated()
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'You have already reviewed this location' })
  create(@CurrentUser() user: UserProfile, @Body() body: CreateReviewDto) {
    return this.reviews.create(user.id, body);
  }

  @Patch(':id')
  @Authenticated()
  @ApiBearerAuth()
  @ApiForbiddenResponse({ description: "Someone else's review" })
  update(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string, @Body() body: UpdateReviewDto) {
    return this.reviews.update(user.id, id, body);
  }

  /** One report per user and review (reporting again replaces the reason), so no rate limit is needed. */
  @Post(':id/report')
  @Authenticated()
  @ApiBearerAuth()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Recorded for the moderators' })
  report(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string, @Body() body: ReportReviewDto) {
    return this.moderation.report(user.id, id, body.reason);
  }

  @Delete(':id')
  @Authenticated()
  @ApiBearerAuth()
  @HttpCode(204)
  @ApiForbiddenResponse({ description: "Someone else's review" })
  remove(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string) {
    return this.reviews.delete(user.id, id);
  }
}
