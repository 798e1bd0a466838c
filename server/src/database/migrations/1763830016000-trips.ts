import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved places and trips (issue #33), written only by the trips module.
 * - saved_places: one row per user and place, Want to Go or Been Here (a visit date only with the latter).
 * - trips: the owner's plan settings and, while one stands, the share link's token (kept as is, under a
 *   unique index: it grants a read of the trip, which anyone reading this table already has, and the
 *   owner can copy the link again).
 * - trip_stops: the places of a trip in walking order. When a place is deleted its stops keep their
 *   row with `location_id` set to NULL: the trip page counts them to say that stops were removed, until
 *   the owner dismisses the notice. Saved places of a deleted place simply go.
 * Deleting a user deletes their trips and saved places (the service does it with its events; the
 * cascades are the floor under it).
 */
export class Trips1763830016000 implements MigrationInterface {
  name = 'Trips1763830016000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_places (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        location_id uuid NOT NULL,
        kind text NOT NULL CONSTRAINT saved_places_kind_check CHECK (kind IN ('want', 'been')),
        visited_at date CONSTRAINT saved_places_visited_at_check CHECK (visited_at IS NULL OR kind = 'been'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT saved_places_pkey PRIMARY KEY (user_id, location_id),
        CONSTRAINT saved_places_location_id_fkey FOREIGN KEY (location_id) REFERENCES locations (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX saved_places_location_idx ON saved_places (location_id)`);
    await q.query(`CREATE INDEX saved_places_user_recent_idx ON saved_places (user_id, updated_at DESC)`);

    await q.query(`
      CREATE TABLE trips (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CONSTRAINT trips_name_check CHECK (char_length(name) BETWEEN 1 AND 100),
        day_budget_minutes integer NOT NULL DEFAULT 360
          CONSTRAINT trips_day_budget_check CHECK (day_budget_minutes BETWEEN 30 AND 1440),
        visit_minutes integer NOT NULL DEFAULT 30
          CONSTRAINT trips_visit_minutes_check CHECK (visit_minutes BETWEEN 0 AND 720),
        start_stop_id uuid,
        share_token text CONSTRAINT trips_share_token_key UNIQUE,
        shared_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT trips_share_check CHECK ((share_token IS NULL) = (shared_at IS NULL))
      )`);
    await q.query(`CREATE INDEX trips_user_recent_idx ON trips (user_id, updated_at DESC)`);

    await q.query(`
      CREATE TABLE trip_stops (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
        location_id uuid,
        position integer NOT NULL,
        note text CONSTRAINT trip_stops_note_check CHECK (char_length(note) <= 1000),
        visit_minutes integer CONSTRAINT trip_stops_visit_minutes_check CHECK (visit_minutes BETWEEN 0 AND 720),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT trip_stops_location_id_fkey FOREIGN KEY (location_id) REFERENCES locations (id) ON DELETE SET NULL
      )`);
    // NULLs are distinct: any number of removed stops, each live place once per trip.
    await q.query(`CREATE UNIQUE INDEX trip_stops_trip_location_key ON trip_stops (trip_id, location_id)`);
    await q.query(`CREATE INDEX trip_stops_trip_position_idx ON trip_stops (trip_id, position)`);
    await q.query(`CREATE INDEX trip_stops_location_idx ON trip_stops (location_id)`);
    await q.query(`
      ALTER TABLE trips ADD CONSTRAINT trips_start_stop_id_fkey
        FOREIGN KEY (start_stop_id) REFERENCES trip_stops (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trips DROP CONSTRAINT trips_start_stop_id_fkey`);
    await q.query(`DROP TABLE trip_stops`);
    await q.query(`DROP TABLE trips`);
    await q.query(`DROP TABLE saved_places`);
  }
}
