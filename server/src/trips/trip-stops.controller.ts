import { Body, Controller, Delete, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, type UserProfile } from '../auth/index.js';
import { STOPS_PER_TRIP_MAX, TRIP_AREA_PLACES_MAX } from '../contracts/trips.js';
import { AddAreaStopsDto, AddStopsDto, StopOrderDto, UpdateStopDto } from './dto/trip.dto.js';
import { TripStopsService } from './trip-stops.service.js';
import { stopIdPipe, tripIdPipe } from './trip-params.js';

const FULL = { description: `The trip would have more than ${STOPS_PER_TRIP_MAX} stops (nothing is added)` };

/** The stops of one of the signed-in user's trips; each answer is the trip as it now stands. */
@ApiTags('trips')
@ApiBearerAuth()
@Authenticated()
@Controller('trips/:tripId/stops')
export class TripStopsController {
  constructor(private readonly stops: TripStopsService) {}

  @Post()
  @ApiCreatedResponse({ description: 'The places not yet in the trip are added at its end, in the order given' })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id, or a location does not exist' })
  @ApiConflictResponse(FULL)
  add(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string, @Body() body: AddStopsDto) {
    return this.stops.add(user.id, tripId, body.location_ids);
  }

  @Post('area')
  @ApiCreatedResponse({
    description: `The places inside the box (at most ${TRIP_AREA_PLACES_MAX}, nearest its centre first) are added`,
  })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id' })
  @ApiConflictResponse(FULL)
  addArea(
    @CurrentUser() user: UserProfile,
    @Param('tripId', tripIdPipe) tripId: string,
    @Body() body: AddAreaStopsDto,
  ) {
    return this.stops.addArea(user.id, tripId, body);
  }

  @Put('order')
  @ApiOkResponse({ description: 'The stops in the order given (every stop of the trip, once)' })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id' })
  reorder(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string, @Body() body: StopOrderDto) {
    return this.stops.reorder(user.id, tripId, body.stop_ids);
  }

  @Patch(':stopId')
  @ApiOkResponse({ description: "The stop's note or visit time changed" })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id, or it has no such stop' })
  update(
    @CurrentUser() user: UserProfile,
    @Param('tripId', tripIdPipe) tripId: string,
    @Param('stopId', stopIdPipe) stopId: string,
    @Body() body: UpdateStopDto,
  ) {
    return this.stops.update(user.id, tripId, stopId, body);
  }

  @Delete(':stopId')
  @ApiOkResponse({ description: 'The trip without the stop' })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id, or it has no such stop' })
  remove(
    @CurrentUser() user: UserProfile,
    @Param('tripId', tripIdPipe) tripId: string,
    @Param('stopId', stopIdPipe) stopId: string,
  ) {
    return this.stops.remove(user.id, tripId, stopId);
  }
}
