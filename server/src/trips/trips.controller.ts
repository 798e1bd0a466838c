import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated, CurrentUser, type UserProfile } from '../auth/index.js';
import { STOPS_PER_TRIP_MAX, TRIPS_PER_USER_MAX } from '../contracts/trips.js';
import { GPX_MEDIA_TYPE, KML_MEDIA_TYPE } from '../contracts/trip-planning/index.js';
import { BestOrderDto, CreateTripDto, UpdateTripDto } from './dto/trip.dto.js';
import { TripReadsService } from './trip-reads.service.js';
import { TripStopsService } from './trip-stops.service.js';
import { TripsService } from './trips.service.js';
import { sendTripFile, tripIdPipe } from './trip-params.js';

const NOT_YOURS = { description: 'No trip of yours has this id' };

/** The signed-in user's trips. Another user's trip id answers 404, as an unknown one does. */
@ApiTags('trips')
@ApiBearerAuth()
@Authenticated()
@Controller('trips')
export class TripsController {
  constructor(
    private readonly trips: TripsService,
    private readonly stops: TripStopsService,
    private readonly reads: TripReadsService,
  ) {}

  @Get()
  @ApiOkResponse({ description: "The user's trips, last changed first" })
  list(@CurrentUser() user: UserProfile) {
    return this.reads.list(user.id);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new trip, with the places given as its first stops' })
  @ApiConflictResponse({
    description: `Already ${TRIPS_PER_USER_MAX} trips, or more than ${STOPS_PER_TRIP_MAX} places`,
  })
  @ApiNotFoundResponse({ description: 'Location not found' })
  create(@CurrentUser() user: UserProfile, @Body() body: CreateTripDto) {
    return this.trips.create(user.id, body);
  }

  @Get(':tripId')
  @ApiOkResponse({ description: 'The trip: stops with their places, legs, days, directions and notices' })
  @ApiNotFoundResponse(NOT_YOURS)
  get(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string) {
    return this.reads.detail(user.id, tripId);
  }

  @Patch(':tripId')
  @ApiOkResponse({ description: 'The trip with its new name or settings' })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id, or the start stop is not one of its stops' })
  update(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string, @Body() body: UpdateTripDto) {
    return this.trips.update(user.id, tripId, body);
  }

  @Delete(':tripId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The trip, its stops and its share link are gone' })
  @ApiNotFoundResponse(NOT_YOURS)
  remove(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string) {
    return this.trips.delete(user.id, tripId);
  }

  @Post(':tripId/best-order')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The trip with its stops in the order of the shortest walk, saved' })
  @ApiNotFoundResponse({ description: 'No trip of yours has this id, or the start stop is not one of its stops' })
  bestOrder(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string, @Body() body: BestOrderDto) {
    return this.stops.bestOrder(user.id, tripId, body);
  }

  @Delete(':tripId/removed-stops')
  @ApiOkResponse({ description: 'The trip, its notice of stops removed with their places dismissed' })
  @ApiNotFoundResponse(NOT_YOURS)
  dismissRemovedStops(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string) {
    return this.trips.dismissRemovedStops(user.id, tripId);
  }

  @Post(':tripId/share')
  @ApiCreatedResponse({ description: 'A new read-only link (any earlier link of this trip stops working)' })
  @ApiNotFoundResponse(NOT_YOURS)
  share(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string) {
    return this.trips.share(user.id, tripId);
  }

  @Delete(':tripId/share')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The link stops working' })
  @ApiNotFoundResponse(NOT_YOURS)
  unshare(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string) {
    return this.trips.unshare(user.id, tripId);
  }

  @Get(':tripId/gpx')
  @ApiProduces(GPX_MEDIA_TYPE)
  @ApiOkResponse({ description: 'The trip as GPX 1.1 (waypoints and a route), as an attachment' })
  @ApiNotFoundResponse(NOT_YOURS)
  async gpx(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string, @Res() res: Response) {
    sendTripFile(res, await this.reads.file(user.id, tripId, 'gpx'));
  }

  @Get(':tripId/kml')
  @ApiProduces(KML_MEDIA_TYPE)
  @ApiOkResponse({ description: 'The trip as KML 2.2 (placemarks and the route), as an attachment' })
  @ApiNotFoundResponse(NOT_YOURS)
  async kml(@CurrentUser() user: UserProfile, @Param('tripId', tripIdPipe) tripId: string, @Res() res: Response) {
    sendTripFile(res, await this.reads.file(user.id, tripId, 'kml'));
  }
}
