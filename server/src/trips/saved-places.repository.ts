import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SavedPlaceKind } from '../contracts/trips.js';
import { describeConstraints } from '../database/index.js';
import { PLACE_COLUMNS, placeJoin, type PlaceRow } from './place-summary.js';
import { SavedPlaceRow } from './saved-place.entity.js';

describeConstraints({
  saved_places_location_id_fkey: { status: HttpStatus.NOT_FOUND, message: 'Location not found' },
  saved_places_visited_at_check: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Only a place you have been to has a visit date',
  },
});

export interface SavedRow extends PlaceRow {
  location_id: string;
  kind: SavedPlaceKind;
  visited_at: string | null;
  saved_at: Date;
  updated_at: Date;
}

export interface TallyRow {
  kind: SavedPlaceKind;
  places: number;
  movies: number;
  countries: number;
}

/** TypeORM answers a raw DELETE or UPDATE with its RETURNING rows and the affected row count. */
type Returned<T> = [T[], number];

const SAVED_COLUMNS = `sp.location_id, sp.kind, to_char(sp.visited_at, 'YYYY-MM-DD') AS visited_at,
  sp.created_at AS saved_at, sp.updated_at, ${PLACE_COLUMNS}`;

/** The only code that queries `saved_places`. Writes take the caller's transaction. */
@Injectable()
export class SavedPlacesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Serialises one user's saves, so the per-user limit holds under concurrent taps. */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`saved-places:${userId}`]);
  }

  async countOf(manager: EntityManager, userId: string): Promise<number> {
    return manager.count(SavedPlaceRow, { where: { user_id: userId } });
  }

  async exists(manager: EntityManager, userId: string, locationId: string): Promise<boolean> {
    return manager.exists(SavedPlaceRow, { where: { user_id: userId, location_id: locationId } });
  }

  async upsert(
    manager: EntityManager,
    row: Pick<SavedPlaceRow, 'user_id' | 'location_id' | 'kind' | 'visited_at'>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO saved_places (user_id, location_id, kind, visited_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, location_id)
       DO UPDATE SET kind = EXCLUDED.kind, visited_at = EXCLUDED.visited_at, updated_at = now()`,
      [row.user_id, row.location_id, row.kind, row.visited_at],
    );
  }

  async delete(manager: EntityManager, userId: string, locationId: string): Promise<boolean> {
    const [, deleted] = (await manager.query(`DELETE FROM saved_places WHERE user_id = $1 AND location_id = $2`, [
      userId,
      locationId,
    ])) as Returned<never>;
    return deleted > 0;
  }

  /** Deletes every saved place of the user and returns their location ids. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const [rows] = (await manager.query(`DELETE FROM saved_places WHERE user_id = $1 RETURNING location_id`, [
      userId,
    ])) as Returned<{ location_id: string }>;
    return rows.map((row) => row.location_id);
  }

  async find(manager: EntityManager, userId: string, locationId: string): Promise<SavedRow | null> {
    const [row] = (await manager.query(
      `SELECT ${SAVED_COLUMNS} FROM saved_places sp ${placeJoin('sp.location_id')}
       WHERE sp.user_id = $1 AND sp.location_id = $2`,
      [userId, locationId],
    )) as SavedRow[];
    return row ?? null;
  }

  /** The user's saved places (of one kind, or both), last changed first. */
  list(userId: string, kind?: SavedPlaceKind): Promise<SavedRow[]> {
    return this.dataSource.query(
      `SELECT ${SAVED_COLUMNS} FROM saved_places sp ${placeJoin('sp.location_id')}
       WHERE sp.user_id = $1 AND ($2::text IS NULL OR sp.kind = $2)
       ORDER BY sp.updated_at DESC, sp.location_id`,
      [userId, kind ?? null],
    );
  }

  /** The user's marks among these places. */
  states(
    userId: string,
    locationIds: readonly string[],
  ): Promise<{ location_id: string; kind: SavedPlaceKind; visited_at: string | null }[]> {
    return this.dataSource.query(
      `SELECT location_id, kind, to_char(visited_at, 'YYYY-MM-DD') AS visited_at
       FROM saved_places WHERE user_id = $1 AND location_id = ANY($2::uuid[])`,
      [userId, locationIds],
    );
  }

  /** Per list: how many places, from how many movies, in how many countries (case-insensitively). */
  tallies(userId: string): Promise<TallyRow[]> {
    return this.dataSource.query(
      `SELECT sp.kind, count(*)::int AS places, count(DISTINCT l.movie_id)::int AS movies,
         count(DISTINCT lower(btrim(l.country))) FILTER (WHERE btrim(l.country) <> '')::int AS countries
       FROM saved_places sp JOIN locations l ON l.id = sp.location_id
       WHERE sp.user_id = $1 GROUP BY sp.kind`,
      [userId],
    );
  }
}
