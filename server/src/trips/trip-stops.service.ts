import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  STOPS_PER_TRIP_MAX,
  TRIP_AREA_PLACES_MAX,
  stopLimitMessage,
  type AddAreaStopsInput,
  type AreaStopsAdded,
  type BestOrderInput,
  type StopUpdateInput,
  type StopsAdded,
  type TripDetail,
} from '../contracts/trips.js';
import { bestOrder, type OrderStart } from '../contracts/trip-planning/index.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { TripPlacesRepository } from './trip-places.repository.js';
import { TripReadsService } from './trip-reads.service.js';
import type { Trip } from './trip.entity.js';
import { TripsRepository } from './trips.repository.js';

const STOP_NOT_FOUND = 'Stop not found';

/**
 * A trip's stops: add (places already in the trip are skipped, order kept), remove, reorder, note,
 * visit time, Best Order. Each write locks the caller's own trip, so two tabs editing one trip take
 * turns and the stop limit holds.
 */
@Injectable()
export class TripStopsService {
  constructor(
    private readonly trips: TripsRepository,
    private readonly places: TripPlacesRepository,
    private readonly reads: TripReadsService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {}

  add(userId: string, tripId: string, locationIds: readonly string[]): Promise<StopsAdded<Date>> {
    return this.transactions.run(async (manager) => {
      const trip = await this.reads.ownTrip(userId, tripId, manager, true);
      const { added, skipped } = await this.appendPlaces(manager, trip, locationIds);
      return { trip: await this.saved(manager, trip), added, skipped };
    });
  }

  /** The places inside a box drawn on the map, nearest its centre first, at most TRIP_AREA_PLACES_MAX. */
  async addArea(userId: string, tripId: string, box: AddAreaStopsInput): Promise<AreaStopsAdded<Date>> {
    if (box.south > box.north) throw new BadRequestException('The box must have its south edge below its north edge');
    const { rows, found } = await this.places.inBox(box, centreOf(box), TRIP_AREA_PLACES_MAX);
    const added = await this.add(
      userId,
      tripId,
      rows.map((row) => row.place_id),
    );
    return { ...added, found, capped: found > TRIP_AREA_PLACES_MAX };
  }

  remove(userId: string, tripId: string, stopId: string): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      const trip = await this.reads.ownTrip(userId, tripId, manager, true);
      if (!(await this.trips.deleteStop(manager, tripId, stopId))) throw new NotFoundException(STOP_NOT_FOUND);
      return this.saved(manager, trip);
    });
  }

  update(userId: string, tripId: string, stopId: string, input: StopUpdateInput): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      const trip = await this.reads.ownTrip(userId, tripId, manager, true);
      if (!(await this.trips.hasStop(manager, tripId, stopId))) throw new NotFoundException(STOP_NOT_FOUND);
      const note = input.note === undefined ? undefined : input.note?.trim() || null;
      await this.trips.updateStop(manager, tripId, stopId, { note, visit_minutes: input.visit_minutes });
      return this.saved(manager, trip);
    });
  }

  /** The full new order: every stop of the trip, once. */
  reorder(userId: string, tripId: string, stopIds: readonly string[]): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      const trip = await this.reads.ownTrip(userId, tripId, manager, true);
      const current = (await this.trips.stops(manager, tripId)).map((stop) => stop.id);
      if (!sameMembers(current, stopIds))
        throw new BadRequestException('The new order must list every stop of the trip exactly once');
      await this.trips.setOrder(manager, tripId, stopIds);
      return this.saved(manager, trip);
    });
  }

  /**
   * Orders the stops for the shortest walk and saves that order: from the stop or position asked
   * for, else from the trip's start stop, else from wherever the walk is shortest.
   */
  bestOrder(userId: string, tripId: string, input: BestOrderInput): Promise<TripDetail<Date>> {
    return this.transactions.run(async (manager) => {
      const trip = await this.reads.ownTrip(userId, tripId, manager, true);
      const stops = await this.trips.stops(manager, tripId);
      const points = stops.map((stop) => ({
        id: stop.id,
        latitude: stop.place_latitude,
        longitude: stop.place_longitude,
      }));
      const ordered = bestOrder(points, startOf(points, input, trip));
      await this.trips.setOrder(
        manager,
        tripId,
        ordered.map((point) => point.id),
      );
      return this.saved(manager, trip);
    });
  }

  /**
   * Appends the places not yet in the trip, in the order given (each once); refuses, adding
   * nothing, when they would take the trip past STOPS_PER_TRIP_MAX.
   */
  async appendPlaces(
    manager: EntityManager,
    trip: Trip,
    locationIds: readonly string[],
  ): Promise<{ added: number; skipped: number }> {
    const inTrip = new Set((await this.trips.stops(manager, trip.id)).map((stop) => stop.location_id));
    const fresh = [...new Set(locationIds)].filter((id) => !inTrip.has(id));
    if (inTrip.size + fresh.length > STOPS_PER_TRIP_MAX)
      throw new ConflictException(stopLimitMessage(inTrip.size, fresh.length));
    const existing = await this.places.existing(fresh);
    if (fresh.some((id) => !existing.has(id))) throw new NotFoundException('Location not found');
    await this.trips.append(
      manager,
      trip.id,
      fresh.map((location_id) => ({ location_id })),
    );
    return { added: fresh.length, skipped: locationIds.length - fresh.length };
  }

  private async saved(manager: EntityManager, trip: Trip): Promise<TripDetail<Date>> {
    await this.trips.touch(manager, trip.id);
    await this.outbox.record(manager, { type: 'trip.saved', payload: { tripId: trip.id, userId: trip.user_id } });
    return this.reads.detailOf(manager, await this.reads.ownTrip(trip.user_id, trip.id, manager));
  }
}

function startOf(points: readonly { id: string }[], input: BestOrderInput, trip: Trip): OrderStart | undefined {
  if (input.start_stop_id) {
    const index = points.findIndex((point) => point.id === input.start_stop_id);
    if (index < 0) throw new NotFoundException(STOP_NOT_FOUND);
    return index;
  }
  if (input.position) return input.position;
  const start = points.findIndex((point) => point.id === trip.start_stop_id);
  return start < 0 ? undefined : start;
}

const sameMembers = (current: readonly string[], proposed: readonly string[]): boolean =>
  proposed.length === current.length &&
  new Set(proposed).size === proposed.length &&
  proposed.every((id) => current.includes(id));

/** The box's middle; across the antimeridian, the middle of the wrapped span. */
function centreOf(box: AddAreaStopsInput): { latitude: number; longitude: number } {
  const span = box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
  const longitude = box.west + span / 2;
  return { latitude: (box.south + box.north) / 2, longitude: longitude > 180 ? longitude - 360 : longitude };
}
