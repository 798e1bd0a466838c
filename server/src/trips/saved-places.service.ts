import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  SAVED_PLACES_LIMIT_MESSAGE,
  SAVED_PLACES_PER_USER_MAX,
  type PlaceTally,
  type SavedPlace,
  type SavedPlaceCounts,
  type SavedPlaceInput,
  type SavedPlaceKind,
  type SavedPlaceList,
  type SavedPlaceStates,
} from '../contracts/trips.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { PlaceSummaries } from './place-summaries.service.js';
import { SavedPlacesRepository, type SavedRow } from './saved-places.repository.js';

const NO_PLACES: PlaceTally = { places: 0, movies: 0, countries: 0 };

/**
 * Want to Go and Been Here: one mark per user and place. Setting and removing are idempotent (a
 * double tap, or a retried request, leaves the same state); each change records `saved-place.changed`.
 */
@Injectable()
export class SavedPlacesService {
  constructor(
    private readonly repository: SavedPlacesRepository,
    private readonly summaries: PlaceSummaries,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {}

  async list(userId: string, kind?: SavedPlaceKind): Promise<SavedPlaceList<Date>> {
    const [rows, counts] = await Promise.all([this.repository.list(userId, kind), this.counts(userId)]);
    return { items: await this.toSavedPlaces(rows), counts };
  }

  async counts(userId: string): Promise<SavedPlaceCounts> {
    const tallies = await this.repository.tallies(userId);
    const of = (kind: SavedPlaceKind): PlaceTally => {
      const row = tallies.find((tally) => tally.kind === kind);
      return row ? { places: row.places, movies: row.movies, countries: row.countries } : NO_PLACES;
    };
    return { want: of('want'), been: of('been') };
  }

  /** Every id asked for, null where the user has no mark (so a list can draw its toggles at once). */
  async states(userId: string, locationIds: readonly string[]): Promise<SavedPlaceStates> {
    const unique = [...new Set(locationIds)];
    const marks = new Map((await this.repository.states(userId, unique)).map((row) => [row.location_id, row]));
    return {
      states: Object.fromEntries(
        unique.map((id) => {
          const mark = marks.get(id);
          return [id, mark ? { kind: mark.kind, visited_at: mark.visited_at } : null];
        }),
      ),
    };
  }

  set(userId: string, locationId: string, input: SavedPlaceInput): Promise<SavedPlace<Date>> {
    const visitedAt = input.visited_at ?? null;
    if (visitedAt && input.kind !== 'been')
      throw new BadRequestException('Only a place you have been to has a visit date');
    return this.transactions.run(async (manager) => {
      await this.repository.lockUser(manager, userId);
      const isNew = !(await this.repository.exists(manager, userId, locationId));
      if (isNew && (await this.repository.countOf(manager, userId)) >= SAVED_PLACES_PER_USER_MAX)
        throw new ConflictException(SAVED_PLACES_LIMIT_MESSAGE);
      await this.repository.upsert(manager, {
        user_id: userId,
        location_id: locationId,
        kind: input.kind,
        visited_at: visitedAt,
      });
      await this.changed(manager, userId, locationId, input.kind);
      const [saved] = await this.toSavedPlaces([(await this.repository.find(manager, userId, locationId))!]);
      return saved;
    });
  }

  async remove(userId: string, locationId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      if (await this.repository.delete(manager, userId, locationId))
        await this.changed(manager, userId, locationId, null);
    });
  }

  /** A deleted account's marks go with it (in the deletion's transaction). */
  async deleteAllOfUser(manager: EntityManager, userId: string): Promise<void> {
    const locationIds = await this.repository.deleteAllOf(manager, userId);
    await this.outbox.record(
      manager,
      ...locationIds.map((locationId) => ({
        type: 'saved-place.changed' as const,
        payload: { userId, locationId, kind: null },
      })),
    );
  }

  private changed(manager: EntityManager, userId: string, locationId: string, kind: SavedPlaceKind | null) {
    return this.outbox.record(manager, { type: 'saved-place.changed', payload: { userId, locationId, kind } });
  }

  private async toSavedPlaces(rows: SavedRow[]): Promise<SavedPlace<Date>[]> {
    return (await this.summaries.attach(rows)).map(({ row, place }) => ({
      location_id: row.location_id,
      kind: row.kind,
      visited_at: row.visited_at,
      saved_at: row.saved_at,
      updated_at: row.updated_at,
      location: place,
    }));
  }
}
