import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Public, type UserProfile } from '../auth/index.js';
import { SlugParamPipe } from '../common/slug-param.pipe.js';
import type { MyTripData } from '../contracts/trips.js';
import { SavedPlacesService } from './saved-places.service.js';
import { TripReadsService } from './trip-reads.service.js';

@ApiTags('trips')
@Controller('trip-planner')
export class TripPlannerController {
  constructor(private readonly reads: TripReadsService) {}

  @Get('movies/:slug')
  @Public()
  @ApiOkResponse({
    description: "The movie's places, in groups of places close together (biggest first), to plan a trip from",
  })
  @ApiNotFoundResponse({ description: 'No movie has this slug' })
  movieGroups(@Param('slug', new SlugParamPipe('Movie')) slug: string) {
    return this.reads.movieGroups(slug);
  }
}

/** What the account's data download takes from this module. */
@ApiTags('trips')
@Controller('trips-data')
export class MyTripDataController {
  constructor(
    private readonly reads: TripReadsService,
    private readonly savedPlaces: SavedPlacesService,
  ) {}

  @Get()
  @Authenticated()
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Every trip (in full) and saved place of the signed-in user, for their data download' })
  async mine(@CurrentUser() user: UserProfile): Promise<MyTripData<Date>> {
    const [trips, saved] = await Promise.all([this.reads.allOf(user.id), this.savedPlaces.list(user.id)]);
    return { trips, saved_places: saved.items };
  }
}
