import { Body, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import {
  AcceptSuggestionDto,
  DeclineSuggestionDto,
  MergeSuggestionDto,
  ModerationInboxQueryDto,
} from './dto/suggestion.dto.js';
import { ModerationInboxService, SUGGESTION_NOT_FOUND } from './moderation-inbox.service.js';
import { SuggestionDecisionsService } from './suggestion-decisions.service.js';

const suggestionId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SUGGESTION_NOT_FOUND) });

/** /admin/moderation: the one inbox of suggestions and reported reviews, and the editor's decisions. */
@ApiTags('admin')
@AdminController('moderation')
export class ModerationController {
  constructor(
    private readonly inbox: ModerationInboxService,
    private readonly decisions: SuggestionDecisionsService,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Pending suggestions and reported reviews, oldest first, one kind or all' })
  list(@Query() query: ModerationInboxQueryDto) {
    return this.inbox.inbox(query.kind, { offset: query.offset, limit: query.limit });
  }

  @Get('count')
  @ApiOkResponse({ description: 'Reported reviews and pending suggestions, and the two added' })
  count() {
    return this.inbox.count();
  }

  @Get('suggestions/:id')
  @ApiOkResponse({ description: 'The suggestion beside the place as it is, with distance and warnings' })
  detail(@Param('id', suggestionId) id: string) {
    return this.inbox.detail(id);
  }

  @Post('suggestions/:id/accept')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Written to the catalogue as an admin edit; with `changes`, accepted with changes' })
  @ApiConflictResponse({ description: 'Already decided, or the place was edited after the suggestion was made' })
  accept(@CurrentUser() user: UserProfile, @Param('id', suggestionId) id: string, @Body() body: AcceptSuggestionDto) {
    return this.decisions.accept(user, id, body.changes);
  }

  @Post('suggestions/:id/decline')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Declined with the reason the visitor sees; the catalogue is not touched' })
  @ApiConflictResponse({ description: 'Already decided' })
  decline(@CurrentUser() user: UserProfile, @Param('id', suggestionId) id: string, @Body() body: DeclineSuggestionDto) {
    return this.decisions.decline(user, id, body.reason);
  }

  @Post('suggestions/:id/merge')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Credited to an existing place of the same movie' })
  @ApiConflictResponse({ description: 'Already decided' })
  merge(@CurrentUser() user: UserProfile, @Param('id', suggestionId) id: string, @Body() body: MergeSuggestionDto) {
    return this.decisions.merge(user, id, body.location_id);
  }
}
