import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { describeConstraints } from '../database/index.js';
import { PLACE_COLUMNS, placeJoin, type PlaceRow } from './place-summary.js';
import { TripStopRow } from './trip-stop.entity.js';
import { Trip } from './trip.entity.js';

// What the database refuses for trips, said once (the global DatabaseErrorFilter answers with it).
describeConstraints({
  trip_stops_location_id_fkey: { status: HttpStatus.NOT_FOUND, message: 'Location not found' },
  trips_share_token_key: { status: HttpStatus.CONFLICT, message: 'Please try sharing again' },
});

export type TripSettingsFields = Partial<Pick<Trip, 'name' | 'day_budget_minutes' | 'visit_minutes' | 'start_stop_id'>>;

/** A live stop (its place exists) with its place's columns, in walking order. */
export interface StopRow extends PlaceRow {
  id: string;
  location_id: string;
  note: string | null;
  visit_minutes: number | null;
}

/** What a copied or newly filled stop carries. */
export interface NewStop {
  location_id: string;
  note?: string | null;
  visit_minutes?: number | null;
}

export interface TripListRow {
  id: string;
  name: string;
  stop_count: number;
  cities: string[];
  countries: string[];
  created_at: Date;
  updated_at: Date;
  shared: boolean;
}

/** TypeORM answers a raw DELETE or UPDATE with its RETURNING rows and the affected row count. */
type Returned<T> = [T[], number];

const TRIP_COLUMNS = `t.id, t.user_id, t.name, t.day_budget_minutes, t.visit_minutes, t.start_stop_id,
  t.share_token, t.shared_at, t.created_at, t.updated_at`;

/** The only code that queries `trips` and `trip_stops`. Writes take the caller's transaction. */
@Injectable()
export class TripsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Serialises one user's trip creations (the 100-trip limit), whichever process runs them. */
  async lockUserTrips(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`trips:${userId}`]);
  }

  async countOf(manager: EntityManager, userId: string): Promise<number> {
    const [row] = (await manager.query(`SELECT count(*)::int AS n FROM trips WHERE user_id = $1`, [userId])) as {
      n: number;
    }[];
    return row.n;
  }

  async insert(manager: EntityManager, trip: Pick<Trip, 'user_id' | 'name'> & TripSettingsFields): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO trips (user_id, name, day_budget_minutes, visit_minutes)
       VALUES ($1, $2, coalesce($3, 360), coalesce($4, 30)) RETURNING id`,
      [trip.user_id, trip.name, trip.day_budget_minutes ?? null, trip.visit_minutes ?? null],
    )) as { id: string }[];
    return row.id;
  }

  /** The user's trip, or null for a trip that is not theirs; `lock` holds it until the transaction ends. */
  async findOwned(manager: EntityManager | null, userId: string, tripId: string, lock = false): Promise<Trip | null> {
    const [row] = (await (manager ?? this.dataSource.manager).query(
      `SELECT ${TRIP_COLUMNS} FROM trips t WHERE t.id = $1 AND t.user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [tripId, userId],
    )) as Trip[];
    return row ?? null;
  }

  async findByShareToken(token: string): Promise<(Trip & { owner_display_name: string }) | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${TRIP_COLUMNS}, u.display_name AS owner_display_name
       FROM trips t JOIN users u ON u.id = t.user_id WHERE t.share_token = $1`,
      [token],
    )) as (Trip & { owner_display_name: string })[];
    return row ?? null;
  }

  /** The user's trips, last changed first, with their live stop count and places. */
  list(userId: string): Promise<TripListRow[]> {
    return this.dataSource.query(
      `SELECT t.id, t.name, t.created_at, t.updated_at, t.share_token IS NOT NULL AS shared,
         count(l.id)::int AS stop_count,
         coalesce(array_agg(DISTINCT l.city) FILTER (WHERE l.city IS NOT NULL), '{}') AS cities,
         coalesce(array_agg(DISTINCT l.country) FILTER (WHERE l.country IS NOT NULL), '{}') AS countries
       FROM trips t
       LEFT JOIN trip_stops s ON s.trip_id = t.id
       LEFT JOIN locations l ON l.id = s.location_id
       WHERE t.user_id = $1
       GROUP BY t.id
       ORDER BY t.updated_at DESC, t.id`,
      [userId],
    );
  }

  async listIds(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM trips WHERE user_id = $1 ORDER BY updated_at DESC, id`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /** Changes the settings given and marks the trip changed. */
  async update(manager: EntityManager, tripId: string, fields: TripSettingsFields): Promise<void> {
    await manager.update(Trip, { id: tripId }, { ...definedOnly(fields), updated_at: () => 'now()' });
  }

  /** A change to the trip's stops is a change of the trip (the list orders by it). */
  async touch(manager: EntityManager, tripId: string): Promise<void> {
    await manager.update(Trip, { id: tripId }, { updated_at: () => 'now()' });
  }

  async setShareToken(manager: EntityManager, tripId: string, token: string | null): Promise<void> {
    await manager.update(Trip, { id: tripId }, { share_token: token, shared_at: token ? () => 'now()' : null });
  }

  async delete(manager: EntityManager, tripId: string): Promise<void> {
    await manager.delete(Trip, { id: tripId });
  }

  /** Deletes every trip of the user (their stops follow) and returns their ids. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const [rows] = (await manager.query(`DELETE FROM trips WHERE user_id = $1 RETURNING id`, [userId])) as Returned<{
      id: string;
    }>;
    return rows.map((row) => row.id);
  }

  // ── Stops ─────────────────────────────────────────────────────────────────────────────────

  /** The trip's live stops with their places, in walking order. */
  stops(manager: EntityManager | null, tripId: string): Promise<StopRow[]> {
    return (manager ?? this.dataSource.manager).query(
      `SELECT s.id, s.location_id, s.note, s.visit_minutes, ${PLACE_COLUMNS}
       FROM trip_stops s ${placeJoin('s.location_id')}
       WHERE s.trip_id = $1 ORDER BY s.position, s.id`,
      [tripId],
    );
  }

  /** Stops whose place was deleted and that the owner has not dismissed yet. */
  async removedCount(manager: EntityManager | null, tripId: string): Promise<number> {
    const [row] = (await (manager ?? this.dataSource.manager).query(
      `SELECT count(*)::int AS n FROM trip_stops WHERE trip_id = $1 AND location_id IS NULL`,
      [tripId],
    )) as { n: number }[];
    return row.n;
  }

  /** Appends stops after the last one (removed ones included, so positions never repeat). */
  async append(manager: EntityManager, tripId: string, stops: readonly NewStop[]): Promise<void> {
    if (stops.length === 0) return;
    await manager.query(
      `INSERT INTO trip_stops (trip_id, location_id, note, visit_minutes, position)
       SELECT $1, n.location_id, n.note, n.visit_minutes,
         (SELECT coalesce(max(position), -1) FROM trip_stops WHERE trip_id = $1) + n.ord
       FROM unnest($2::uuid[], $3::text[], $4::int[]) WITH ORDINALITY AS n(location_id, note, visit_minutes, ord)`,
      [
        tripId,
        stops.map((stop) => stop.location_id),
        stops.map((stop) => stop.note ?? null),
        stops.map((stop) => stop.visit_minutes ?? null),
      ],
    );
  }

  /** Whether the stop is a live stop of the trip. */
  async hasStop(manager: EntityManager, tripId: string, stopId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM trip_stops WHERE id = $1 AND trip_id = $2 AND location_id IS NOT NULL`,
      [stopId, tripId],
    );
    return rows.length > 0;
  }

  async updateStop(
    manager: EntityManager,
    tripId: string,
    stopId: string,
    fields: Partial<Pick<NewStop, 'note' | 'visit_minutes'>>,
  ): Promise<void> {
    const set = definedOnly(fields);
    if (Object.keys(set).length > 0) await manager.update(TripStopRow, { id: stopId, trip_id: tripId }, set);
  }

  async deleteStop(manager: EntityManager, tripId: string, stopId: string): Promise<boolean> {
    const [, deleted] = (await manager.query(
      `DELETE FROM trip_stops WHERE id = $1 AND trip_id = $2 AND location_id IS NOT NULL`,
      [stopId, tripId],
    )) as Returned<never>;
    return deleted > 0;
  }

  /** Numbers the stops 0, 1, 2… in the given order (the caller checked it lists every live stop). */
  async setOrder(manager: EntityManager, tripId: string, stopIds: readonly string[]): Promise<void> {
    await manager.query(
      `UPDATE trip_stops s SET position = o.ord - 1
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord)
       WHERE s.id = o.id AND s.trip_id = $1`,
      [tripId, stopIds],
    );
  }

  /** The owner has read the notice: the markers of removed stops go. */
  async deleteRemovedStops(manager: EntityManager, tripId: string): Promise<number> {
    const [, deleted] = (await manager.query(`DELETE FROM trip_stops WHERE trip_id = $1 AND location_id IS NULL`, [
      tripId,
    ])) as Returned<never>;
    return deleted;
  }
}

/** An update sets what is given: an absent field keeps its value (null clears it). */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
