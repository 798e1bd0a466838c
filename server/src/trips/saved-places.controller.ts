import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, type UserProfile } from '../auth/index.js';
import { SAVED_PLACES_PER_USER_MAX } from '../contracts/trips.js';
import { SavedPlaceDto, SavedPlaceListQuery, SavedPlaceStatesQuery } from './dto/saved-place.dto.js';
import { SavedPlacesService } from './saved-places.service.js';
import { locationIdPipe } from './trip-params.js';

/** Want to Go / Been Here marks of the signed-in user; nobody else's are ever read or written. */
@ApiTags('saved places')
@ApiBearerAuth()
@Authenticated()
@Controller('saved-places')
export class SavedPlacesController {
  constructor(private readonly savedPlaces: SavedPlacesService) {}

  @Get()
  @ApiOkResponse({ description: "The user's saved places (one kind or both), last changed first, with the counts" })
  list(@CurrentUser() user: UserProfile, @Query() query: SavedPlaceListQuery) {
    return this.savedPlaces.list(user.id, query.kind);
  }

  @Get('counts')
  @ApiOkResponse({ description: 'Places, movies and countries in each list' })
  counts(@CurrentUser() user: UserProfile) {
    return this.savedPlaces.counts(user.id);
  }

  @Get('states')
  @ApiOkResponse({ description: "The user's mark of each location asked for (null: not saved)" })
  states(@CurrentUser() user: UserProfile, @Query() query: SavedPlaceStatesQuery) {
    return this.savedPlaces.states(user.id, query.location_ids);
  }

  @Put(':locationId')
  @ApiOkResponse({ description: 'The place is saved with this mark (Been Here replaces Want to Go)' })
  @ApiNotFoundResponse({ description: 'Location not found' })
  @ApiConflictResponse({ description: `Already ${SAVED_PLACES_PER_USER_MAX} saved places` })
  set(
    @CurrentUser() user: UserProfile,
    @Param('locationId', locationIdPipe) locationId: string,
    @Body() body: SavedPlaceDto,
  ) {
    return this.savedPlaces.set(user.id, locationId, body);
  }

  @Delete(':locationId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The place is in neither list (whether or not it was)' })
  @ApiNotFoundResponse({ description: 'Not a location id' })
  remove(@CurrentUser() user: UserProfile, @Param('locationId', locationIdPipe) locationId: string) {
    return this.savedPlaces.remove(user.id, locationId);
  }
}
