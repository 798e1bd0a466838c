import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Public, type UserProfile } from '../auth/index.js';
import { CreateReviewDto, ListReviewsQuery, UpdateReviewDto } from './dto/review.dto.js';
import { ReviewsService } from './reviews.service.js';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Review not found') });

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Public()
  @ApiOkResponse({ description: "A location's reviews, newest first; author is the part of the email before '@'" })
  list(@Query() query: ListReviewsQuery) {
    return this.reviews.listForLocation(query.location_id);
  }

  @Post()
  @Authenticated()
  @ApiBearerAuth()
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

  @Delete(':id')
  @Authenticated()
  @ApiBearerAuth()
  @HttpCode(204)
  @ApiForbiddenResponse({ description: "Someone else's review" })
  remove(@CurrentUser() user: UserProfile, @Param('id', reviewId) id: string) {
    return this.reviews.delete(user.id, id);
  }
}
