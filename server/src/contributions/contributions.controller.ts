import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { Authenticated, CurrentUser, type UserProfile } from '../auth/index.js';
import type { Photo } from '../contracts/photos.js';
import { PhotoBodyInterceptor } from '../media/index.js';
import {
  ContributionPhotoQueryDto,
  CorrectionSuggestionDto,
  NewPlaceSuggestionDto,
  PhotoSuggestionDto,
} from './dto/suggestion.dto.js';
import { SuggestionsService } from './suggestions.service.js';

/** Refuses a visitor over the day's photo uploads before PhotoBodyInterceptor reads a byte of the body. */
@Injectable()
export class ContributionPhotoLimit implements NestInterceptor {
  constructor(private readonly suggestions: SuggestionsService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const { user } = context.switchToHttp().getRequest<{ user: UserProfile }>();
    await this.suggestions.checkPhotoUploadLimit(user.id);
    return next.handle();
  }
}

const LIMITS = 'Too many suggestions waiting (10 a person, 3 in an account’s first day)';

/** What a signed-in visitor suggests (issue 34), and their own list. */
@ApiTags('contributions')
@ApiBearerAuth()
@Controller()
export class ContributionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post('movies/:slug/suggestions')
  @Authenticated()
  @ApiCreatedResponse({ description: 'A new place for the movie, waiting for an editor' })
  @ApiTooManyRequestsResponse({ description: LIMITS })
  suggestPlace(@CurrentUser() user: UserProfile, @Param('slug') slug: string, @Body() body: NewPlaceSuggestionDto) {
    return this.suggestions.suggestPlace(user, slug, body);
  }

  @Post('locations/:slug/suggestions')
  @Authenticated()
  @ApiCreatedResponse({ description: 'A correction of the place, waiting for an editor' })
  @ApiTooManyRequestsResponse({ description: LIMITS })
  suggestCorrection(
    @CurrentUser() user: UserProfile,
    @Param('slug') slug: string,
    @Body() body: CorrectionSuggestionDto,
  ) {
    return this.suggestions.suggestCorrection(user, slug, body);
  }

  @Post('locations/:slug/photo-suggestions')
  @Authenticated()
  @ApiCreatedResponse({ description: 'A photo of the place (uploaded first), waiting for an editor' })
  @ApiTooManyRequestsResponse({ description: LIMITS })
  suggestPhoto(@CurrentUser() user: UserProfile, @Param('slug') slug: string, @Body() body: PhotoSuggestionDto) {
    return this.suggestions.suggestPhoto(user, slug, body);
  }

  /**
   * The photo of a suggestion, uploaded first: the image bytes as the body (as the admin upload),
   * its alt text and credit in the query, a CC licence only.
   */
  @Post('contribution-photos')
  @Authenticated()
  @HttpCode(201)
  @UseInterceptors(ContributionPhotoLimit, PhotoBodyInterceptor)
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/avif')
  @ApiCreatedResponse({ description: 'Stored in every size; send its id with the suggestion' })
  @ApiTooManyRequestsResponse({ description: 'At most 10 photos a day' })
  uploadPhoto(
    @CurrentUser() user: UserProfile,
    @Query() query: ContributionPhotoQueryDto,
    @Req() request: Request,
  ): Promise<Photo> {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return this.suggestions.uploadPhoto(user, bytes, query);
  }

  @Get('account/contributions')
  @Authenticated()
  @ApiOkResponse({ description: "The signed-in visitor's suggestions with their state, newest first" })
  mine(@CurrentUser() user: UserProfile) {
    return this.suggestions.listMine(user.id);
  }
}
