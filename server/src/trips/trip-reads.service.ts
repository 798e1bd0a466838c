import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  MOVIE_GROUP_DISTANCE_KM,
  TRIP_PAGES,
  type MovieTripGroups,
  type SharedTrip,
  type TripDetail,
  type TripShare,
  type TripSummary,
} from '../contracts/trips.js';
import { PlaceSummaries } from './place-summaries.service.js';
import { groupPlaces } from './place-groups.js';
import { TripPlacesRepository } from './trip-places.repository.js';
import { planOf, type PlanStop } from './trip-plan.js';
import { tripFile, type TripFile, type TripFileFormat } from './trip-files.js';
import type { Trip } from './trip.entity.js';
import { TripsRepository } from './trips.repository.js';

export const TRIP_NOT_FOUND = 'Trip not found';
export const SHARED_TRIP_NOT_FOUND = 'This shared trip does not exist, or its owner stopped sharing it';

/**
 * What the trip pages read. Another user's trip is "not found" (404), never "forbidden": ids of
 * other people's trips say nothing, not even that they exist.
 */
@Injectable()
export class TripReadsService {
  constructor(
    private readonly trips: TripsRepository,
    private readonly places: TripPlacesRepository,
    private readonly summaries: PlaceSummaries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(userId: string): Promise<TripSummary<Date>[]> {
    return this.trips.list(userId);
  }

  async detail(userId: string, tripId: string): Promise<TripDetail<Date>> {
    return this.detailOf(null, await this.ownTrip(userId, tripId));
  }

  /** The trip as its owner sees it; `manager` reads inside the write that changed it. */
  async detailOf(manager: EntityManager | null, trip: Trip): Promise<TripDetail<Date>> {
    const [stops, removed] = await Promise.all([
      this.planStops(manager, trip.id),
      this.trips.removedCount(manager, trip.id),
    ]);
    return {
      ...planOf(trip, stops),
      share: trip.share_token && trip.shared_at ? this.shareOf(trip.share_token, trip.shared_at) : null,
      removed_stops: removed,
    };
  }

  /** A shared trip for anyone holding its link: the plan and the owner's display name, nothing else. */
  async shared(token: string): Promise<SharedTrip<Date>> {
    const trip = await this.sharedTrip(token);
    return { ...planOf(trip, await this.planStops(null, trip.id)), owner: { display_name: trip.owner_display_name } };
  }

  async sharedTrip(token: string) {
    const trip = await this.trips.findByShareToken(token);
    if (!trip) throw new NotFoundException(SHARED_TRIP_NOT_FOUND);
    return trip;
  }

  async file(userId: string, tripId: string, format: TripFileFormat): Promise<TripFile> {
    const trip = await this.ownTrip(userId, tripId);
    const plan = planOf(trip, await this.planStops(null, trip.id));
    return tripFile(plan, format, this.config.appUrl, this.pageUrl(TRIP_PAGES.trip(trip.id)));
  }

  async sharedFile(token: string, format: TripFileFormat): Promise<TripFile> {
    const trip = await this.sharedTrip(token);
    const plan = planOf(trip, await this.planStops(null, trip.id));
    return tripFile(plan, format, this.config.appUrl, this.pageUrl(TRIP_PAGES.sharedTrip(token)));
  }

  /** Every trip in full, for the account's data download. */
  async allOf(userId: string): Promise<TripDetail<Date>[]> {
    const details: TripDetail<Date>[] = [];
    for (const tripId of await this.trips.listIds(userId)) details.push(await this.detail(userId, tripId));
    return details;
  }

  /** "Plan a Trip" from a movie: its places, in groups when they lie far apart. */
  async movieGroups(slug: string): Promise<MovieTripGroups> {
    const movie = await this.places.movieBySlug(slug);
    if (!movie) throw new NotFoundException('Movie not found');
    const places = await this.summaries.attach(await this.places.placesOfMovie(movie.id));
    return {
      movie,
      groups: groupPlaces(
        places.map(({ place }) => place),
        MOVIE_GROUP_DISTANCE_KM,
      ),
    };
  }

  shareOf(token: string, createdAt: Date): TripShare<Date> {
    return { token, url: this.pageUrl(TRIP_PAGES.sharedTrip(token)), created_at: createdAt };
  }

  private pageUrl(path: string): string {
    return new URL(path, this.config.appUrl).href;
  }

  async ownTrip(userId: string, tripId: string, manager: EntityManager | null = null, lock = false): Promise<Trip> {
    const trip = await this.trips.findOwned(manager, userId, tripId, lock);
    if (!trip) throw new NotFoundException(TRIP_NOT_FOUND);
    return trip;
  }

  async planStops(manager: EntityManager | null, tripId: string): Promise<PlanStop[]> {
    const rows = await this.summaries.attach(await this.trips.stops(manager, tripId));
    return rows.map(({ row, place }) => ({
      id: row.id,
      location_id: row.location_id,
      note: row.note,
      visit_minutes: row.visit_minutes,
      place,
    }));
  }
}
