import { Module } from '@nestjs/common';
import { MediaModule } from '../media/index.js';
import { PlaceSummaries } from './place-summaries.service.js';
import { SavedPlacesController } from './saved-places.controller.js';
import { SavedPlacesRepository } from './saved-places.repository.js';
import { SavedPlacesService } from './saved-places.service.js';
import { SharedTripsController } from './shared-trips.controller.js';
import { MyTripDataController, TripPlannerController } from './trip-planner.controller.js';
import { TripPlacesRepository } from './trip-places.repository.js';
import { TripReadsService } from './trip-reads.service.js';
import { TripStopsController } from './trip-stops.controller.js';
import { TripStopsService } from './trip-stops.service.js';
import { TripsController } from './trips.controller.js';
import { TripsRepository } from './trips.repository.js';
import { TripsService } from './trips.service.js';

/** Saved places, trips and their share links (issue #33); the only writer of saved_places, trips and trip_stops. */
@Module({
  imports: [MediaModule],
  controllers: [
    SavedPlacesController,
    TripsController,
    TripStopsController,
    SharedTripsController,
    TripPlannerController,
    MyTripDataController,
  ],
  providers: [
    PlaceSummaries,
    SavedPlacesRepository,
    SavedPlacesService,
    TripPlacesRepository,
    TripReadsService,
    TripStopsService,
    TripsRepository,
    TripsService,
  ],
  exports: [TripsService],
})
export class TripsModule {}
