import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { LocationDocument, MovieDocument } from '../search.types.js';
import type { TableRow } from './search-table.js';

/** A place's rating as the public pages show it: its visible reviews (alias r) averaged to one decimal, and counted. */
const PLACE_RATING_COLUMNS = `round(avg(r.rating)::numeric, 1)::float8 AS rating_average, count(*)::int AS review_count`;

const MOVIE_ROWS = `SELECT id, title_key AS key, title AS name, year, search_vector::text AS vector FROM movies`;
const LOCATION_ROWS = `
  SELECT l.id, l.name_key AS key, l.name, l.country, l.search_vector::text AS vector,
    rv.rating_average, coalesce(rv.review_count, 0)::int AS review_count
  FROM locations l LEFT JOIN (
    SELECT r.location_id, ${PLACE_RATING_COLUMNS}
    FROM reviews r WHERE r.hidden_at IS NULL GROUP BY r.location_id) rv ON rv.location_id = l.id`;
const LOCATION_ROWS_BY_ID = `
  SELECT l.id, l.name_key AS key, l.name, l.country, l.search_vector::text AS vector,
    rv.rating_average, rv.review_count
  FROM locations l CROSS JOIN LATERAL (
    SELECT ${PLACE_RATING_COLUMNS} FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) rv
  WHERE l.id = ANY($1::uuid[])`;
/** The oldest transaction still running now, the prune horizon, and the changes not yet seen ($2 at most, plus one). */
const CHANGES = `
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
    (SELECT pruned_through::text FROM search_change_horizon) AS pruned_through,
    coalesce((SELECT json_agg(json_build_array(c.seq::text, c.kind, c.id, c.txid::text)) FROM (
      SELECT seq, kind, id, txid FROM search_changes WHERE txid >= $1::xid8 ORDER BY seq LIMIT $2::int + 1
    ) c), '[]'::json) AS changes`;
const PRUNE = `
  WITH gone AS (DELETE FROM search_changes WHERE changed_at < now() - interval '1 day' RETURNING txid)
  UPDATE search_change_horizon SET pruned_through = greatest(pruned_through, (SELECT max(txid) FROM gone))
  WHERE EXISTS (SELECT 1 FROM gone)`;
/**
 * The display columns of a page of hits, by id ($1 movies, $2 places; the index decided which and
 * in what order), in one round trip: places with their movie and the rating of their visible reviews.
 */
const PAGE_SQL = `
  SELECT
    (SELECT coalesce(json_agg(m), '[]'::json) FROM (
      SELECT id, slug, title, year, director, description, poster_url, poster_photo_id
      FROM movies WHERE id = ANY($1::uuid[])) m) AS movies,
    (SELECT coalesce(json_agg(p), '[]'::json) FROM (
      SELECT l.id, l.slug, l.name, l.city, l.country, l.image_url, l.photo_id, l.description, l.movie_title,
        l.latitude, l.longitude, l.precision, l.kind, l.movie_id, m.slug AS movie_slug, m.year AS movie_year, rv.rating_average, rv.review_count
      FROM locations l JOIN movies m ON m.id = l.movie_id
      CROSS JOIN LATERAL (
        SELECT ${PLACE_RATING_COLUMNS} FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) rv
      WHERE l.id = ANY($2::uuid[])) p) AS locations`;

export interface MovieRow extends TableRow {
  year: number | null;
}

export interface LocationRow extends TableRow {
  country: string | null;
  rating_average: number | null;
  review_count: number;
}

/** One row of the search change log: a movie or place written, or everything ('all', e.g. a restore). */
export type Change = [seq: string, kind: 'movie' | 'location' | 'all', id: string | null, txid: string];

/**
 * Rows read from a cursor this many at a time: the process holds one batch, never the whole table,
 * and a batch is indexed before the next arrives, so its rows die young (larger batches lived long
 * enough to be promoted, and a million rows' worth of old-generation pages stayed resident).
 */
const SNAPSHOT_BATCH = 1000;

/** What a snapshot's reader is given: the row counts first, then the rows batch by batch. */
export interface SnapshotReader {
  counts(movies: number, locations: number): void;
  movies(rows: MovieRow[]): void | Promise<void>;
  locations(rows: LocationRow[]): void | Promise<void>;
}

export interface ChangeLog {
  /** The oldest transaction still running now. */
  xmin: string;
  /** Changes of transactions up to this one were pruned. */
  prunedThrough: string;
  changes: Change[];
}

/** The page's documents, read by id in one query. */
export interface PageRows {
  movies: MovieDocument[];
  locations: LocationDocument[];
}

/**
 * The PostgreSQL search adapter's queries: the rows its in-memory index is built from, the change log
 * that keeps it current, and a page of hits. The hot reads run on the pool as prepared statements
 * (planning is most of the cost of so small a read).
 */
@Injectable()
export class PostgresSearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Every movie's and place's row from one REPEATABLE READ snapshot, so no change falls between
   * them, handed over in batches from cursors (a million rows at once would hold ~1 GB of row
   * objects, and parsing them would hold the event loop); returns the snapshot's oldest running
   * transaction.
   */
  async readSnapshot(reader: SnapshotReader): Promise<string> {
    const client = await this.pool().connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const { rows } = await client.query<{ xmin: string; movies: number; locations: number }>(
          `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
             (SELECT count(*) FROM movies)::int AS movies, (SELECT count(*) FROM locations)::int AS locations`,
        );
        reader.counts(rows[0].movies, rows[0].locations);
        await this.readCursor(client, MOVIE_ROWS, (batch: MovieRow[]) => reader.movies(batch));
        await this.readCursor(client, LOCATION_ROWS, (batch: LocationRow[]) => reader.locations(batch));
        await client.query('COMMIT');
        return rows[0].xmin;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  }

  private async readCursor<T extends QueryResultRow>(
    client: PoolClient,
    sql: string,
    each: (rows: T[]) => void | Promise<void>,
  ): Promise<void> {
    await client.query(`DECLARE search_snapshot NO SCROLL CURSOR FOR ${sql}`);
    for (;;) {
      const { rows } = await client.query<T>(`FETCH ${SNAPSHOT_BATCH} FROM search_snapshot`);
      if (rows.length > 0) await each(rows);
      if (rows.length < SNAPSHOT_BATCH) break;
    }
    await client.query('CLOSE search_snapshot');
  }

  /** The change log from transaction `horizon` on, at most `limit` + 1 changes (more means "reload"). */
  async changesSince(horizon: bigint, limit: number): Promise<ChangeLog> {
    const [row] = await this.prepared<{ xmin: string; pruned_through: string; changes: Change[] }>(
      'search_index_changes',
      CHANGES,
      [String(horizon), limit],
    );
    return { xmin: row.xmin, prunedThrough: row.pruned_through, changes: row.changes };
  }

  async moviesById(ids: string[]): Promise<MovieRow[]> {
    return (await this.pool().query<MovieRow>(`${MOVIE_ROWS} WHERE id = ANY($1::uuid[])`, [ids])).rows;
  }

  async locationsById(ids: string[]): Promise<LocationRow[]> {
    return (await this.pool().query<LocationRow>(LOCATION_ROWS_BY_ID, [ids])).rows;
  }

  /** Drops change rows older than a day and moves the prune horizon past them (idempotent). */
  async pruneChanges(): Promise<void> {
    await this.pool().query(PRUNE);
  }

  async page(movieIds: string[], locationIds: string[]): Promise<PageRows> {
    const [rows] = await this.prepared<PageRows>('search_page', PAGE_SQL, [movieIds, locationIds]);
    return rows;
  }

  /** Copies the movies' titles to their places where they differ (the trigger keeps them on every write). */
  async repairMovieTitles(movieIds: string[]): Promise<void> {
    await this.db.query(
      `UPDATE locations l SET movie_title = m.title FROM movies m
       WHERE m.id = l.movie_id AND m.id = ANY($1::uuid[]) AND l.movie_title IS DISTINCT FROM m.title`,
      [movieIds],
    );
  }

  /** Fresh planner statistics after a reindex. */
  async analyze(): Promise<void> {
    await this.db.query('ANALYZE movies, locations');
  }

  /** Rejects when the change log cannot be read (the search is down). */
  async readChangeLog(): Promise<void> {
    await this.db.query('SELECT 1 FROM search_changes LIMIT 1');
  }

  /** A statement prepared once per pooled connection and then only bound and run. */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return (await this.pool().query({ name, text, values })).rows as T[];
  }

  private pool(): Pool {
    return (this.db.driver as PostgresDriver).master as Pool;
  }
}
