import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  TRIP_LIMIT_MESSAGE,
  TRIPS_PER_USER_MAX,
  type CreateTripInput,
  type TripDetail,
  type TripShare,
  type TripUpdateInput,
} from '../contracts/trips.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { SavedPlacesService } from './saved-places.service.js';
import { TripReadsService } from './trip-reads.service.js';
import { TripStopsService } from './trip-stops.service.js';
import { TripsRepository, type NewStop } from './trips.repository.js';

/** 24 random bytes: 192 bits, 32 URL-safe characters; nobody guesses one or walks the space. */
const SHARE_TOKEN_BYTES = 24;

/**
 * Trips as a whole: create, change settings, delete, share, copy. Every write checks that the trip
 * is the caller's (others' trips are "not found"), runs in one transaction and records its event.
 */
@Injectable()
export class TripsService {
  constructor(
    private readonly trips: TripsRepository,
    private readonly reads: TripReadsService,
    private readonly stops: TripStopsService,
    private readonly savedPlaces: SavedPlacesService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {}

  create(userId: string, input: CreateTripInput): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      const tripId = await this.insertTrip(manager, userId, { name: input.name });
      const trip = await this.reads.ownTrip(userId, tripId, manager, true);
      await this.stops.appendPlaces(manager, trip, input.location_ids ?? []);
      return this.saved(manager, userId, tripId);
    });
  }

  update(userId: string, tripId: string, input: TripUpdateInput): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      await this.reads.ownTrip(userId, tripId, manager, true);
      if (input.start_stop_id && !(await this.trips.hasStop(manager, tripId, input.start_stop_id)))
        throw new NotFoundException('Stop not found');
      await this.trips.update(manager, tripId, {
        name: input.name,
        day_budget_minutes: input.day_budget_minutes,
        visit_minutes: input.visit_minutes,
        start_stop_id: input.start_stop_id,
      });
      return this.saved(manager, userId, tripId);
    });
  }

  async delete(userId: string, tripId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      await this.reads.ownTrip(userId, tripId, manager, true);
      await this.trips.delete(manager, tripId);
      await this.outbox.record(manager, { type: 'trip.deleted', payload: { tripId, userId } });
    });
  }

  /** A new read-only link; the previous one, if any, stops working. */
  share(userId: string, tripId: string): Promise<TripShare<Date>> {
    return this.transactions.run(async (manager) => {
      await this.reads.ownTrip(userId, tripId, manager, true);
      await this.trips.setShareToken(manager, tripId, randomBytes(SHARE_TOKEN_BYTES).toString('base64url'));
      const { share } = await this.saved(manager, userId, tripId);
      return share!;
    });
  }

  async unshare(userId: string, tripId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      await this.reads.ownTrip(userId, tripId, manager, true);
      await this.trips.setShareToken(manager, tripId, null);
      await this.outbox.record(manager, { type: 'trip.saved', payload: { tripId, userId } });
    });
  }

  /** The owner has seen that stops were removed with their places. */
  dismissRemovedStops(userId: string, tripId: string): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      await this.reads.ownTrip(userId, tripId, manager, true);
      await this.trips.deleteRemovedStops(manager, tripId);
      return this.saved(manager, userId, tripId);
    });
  }

  /** "Copy to My Trips" from a share link: a trip of the caller's own, same stops, notes and settings. */
  async copyShared(userId: string, token: string): Promise<TripDetail<Date>> {
    const source = await this.reads.sharedTrip(token);
    const stops: NewStop[] = (await this.reads.planStops(null, source.id)).map((stop) => ({
      location_id: stop.location_id,
      note: stop.note,
      visit_minutes: stop.visit_minutes,
    }));
    return this.transactions.run(async (manager) => {
      const tripId = await this.insertTrip(manager, userId, {
        name: source.name,
        day_budget_minutes: source.day_budget_minutes,
        visit_minutes: source.visit_minutes,
      });
      await this.trips.append(manager, tripId, stops);
      return this.saved(manager, userId, tripId);
    });
  }

  /** A deleted account's trips and saved places go in its deletion's transaction, with their events. */
  async deleteAllOfUser(manager: EntityManager, userId: string): Promise<void> {
    const tripIds = await this.trips.deleteAllOf(manager, userId);
    await this.outbox.record(
      manager,
      ...tripIds.map((tripId) => ({ type: 'trip.deleted' as const, payload: { tripId, userId } })),
    );
    await this.savedPlaces.deleteAllOfUser(manager, userId);
  }

  private async insertTrip(
    manager: EntityManager,
    userId: string,
    fields: { name: string; day_budget_minutes?: number; visit_minutes?: number },
  ): Promise<string> {
    await this.trips.lockUserTrips(manager, userId);
    if ((await this.trips.countOf(manager, userId)) >= TRIPS_PER_USER_MAX)
      throw new ConflictException(TRIP_LIMIT_MESSAGE);
    return this.trips.insert(manager, { user_id: userId, ...fields });
  }

  /** Records the trip's event and answers with the trip as it now stands. */
  private async saved(manager: EntityManager, userId: string, tripId: string): Promise<TripDetail<Date>> {
    await this.outbox.record(manager, { type: 'trip.saved', payload: { tripId, userId } });
    return this.reads.detailOf(manager, await this.reads.ownTrip(userId, tripId, manager));
  }
}
