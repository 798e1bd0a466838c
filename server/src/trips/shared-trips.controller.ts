import { Controller, Get, Header, Param, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated, CurrentUser, Public, type UserProfile } from '../auth/index.js';
import { TRIPS_PER_USER_MAX } from '../contracts/trips.js';
import { GPX_MEDIA_TYPE, KML_MEDIA_TYPE } from '../contracts/trip-planning/index.js';
import { TripReadsService } from './trip-reads.service.js';
import { TripsService } from './trips.service.js';
import { sendTripFile, ShareTokenPipe } from './trip-params.js';

const GONE = { description: 'No trip is shared with this link (never, or no longer)' };

/**
 * Trips shared by link: anyone holding the link reads the trip (the owner by display name only),
 * never indexed and never cached, so a revoked link stops working at once.
 */
@ApiTags('shared trips')
@Controller('shared-trips')
export class SharedTripsController {
  constructor(
    private readonly reads: TripReadsService,
    private readonly trips: TripsService,
  ) {}

  @Get(':token')
  @Public()
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The shared trip, read-only' })
  @ApiNotFoundResponse(GONE)
  get(@Param('token', ShareTokenPipe) token: string) {
    return this.reads.shared(token);
  }

  @Get(':token/gpx')
  @Public()
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiProduces(GPX_MEDIA_TYPE)
  @ApiOkResponse({ description: 'The shared trip as GPX 1.1, as an attachment' })
  @ApiNotFoundResponse(GONE)
  async gpx(@Param('token', ShareTokenPipe) token: string, @Res() res: Response) {
    sendTripFile(res, await this.reads.sharedFile(token, 'gpx'));
  }

  @Get(':token/kml')
  @Public()
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiProduces(KML_MEDIA_TYPE)
  @ApiOkResponse({ description: 'The shared trip as KML 2.2, as an attachment' })
  @ApiNotFoundResponse(GONE)
  async kml(@Param('token', ShareTokenPipe) token: string, @Res() res: Response) {
    sendTripFile(res, await this.reads.sharedFile(token, 'kml'));
  }

  @Post(':token/copy')
  @Authenticated()
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: "A copy in the signed-in user's own trips (stops, notes and settings)" })
  @ApiNotFoundResponse(GONE)
  @ApiConflictResponse({ description: `Already ${TRIPS_PER_USER_MAX} trips` })
  copy(@CurrentUser() user: UserProfile, @Param('token', ShareTokenPipe) token: string) {
    return this.trips.copyShared(user.id, token);
  }
}
