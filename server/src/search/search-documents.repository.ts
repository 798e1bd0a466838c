import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SearchSuggestion } from '../contracts/search.js';
import type { LocationDocument, MovieDocument } from './search.types.js';

const MOVIE_COLUMNS = 'm.id, m.slug, m.title, m.year, m.director, m.description, m.poster_url, m.poster_photo_id';
const LOCATION_COLUMNS = `l.id, l.slug, l.name, l.description, l.city, l.country, l.image_url, l.photo_id,
  l.latitude, l.longitude, l.precision, l.kind, m.id AS movie_id, m.slug AS movie_slug, m.title AS movie_title, m.year AS movie_year,
  rv.rating_average, rv.review_count`;
/**
 * A location with its movie and its rating (the same rounding as the location page; hidden reviews do
 * not count). Reading the
 * reviews table here is the index's denormalised copy; the reviews module still owns the writes.
 */
const LOCATIONS_FROM = `locations l JOIN movies m ON m.id = l.movie_id
  CROSS JOIN LATERAL (SELECT round(avg(r.rating)::numeric, 1)::float8 AS rating_average, count(*)::int AS review_count
                      FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) rv`;

/** Any constant below 2^31 (pg_locks shows it as objid); the same in every process. */
const REBUILD_LOCK_KEY = 724_012;

/** Current database state as search documents: what the event handlers and the reindex send to the index. */
@Injectable()
export class SearchDocumentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  moviesByIds(ids: string[]): Promise<MovieDocument[]> {
    return this.db.query(`SELECT ${MOVIE_COLUMNS} FROM movies m WHERE m.id = ANY($1::uuid[])`, [ids]);
  }

  locationsByIds(ids: string[]): Promise<LocationDocument[]> {
    return this.db.query(`SELECT ${LOCATION_COLUMNS} FROM ${LOCATIONS_FROM} WHERE l.id = ANY($1::uuid[])`, [ids]);
  }

  locationsOfMovie(movieId: string): Promise<LocationDocument[]> {
    return this.db.query(`SELECT ${LOCATION_COLUMNS} FROM ${LOCATIONS_FROM} WHERE m.id = $1`, [movieId]);
  }

  /**
   * "Did you mean": titles and place names most similar (trigrams) to a query that found
   * nothing, movies first among equals. Both are trigram-indexed (search migrations).
   */
  nearestNames(folded: string, limit = 5): Promise<SearchSuggestion[]> {
    return this.db.query(
      `SELECT kind, text, slug FROM (
         (SELECT 'movie' AS kind, title AS text, slug, similarity(title_key, $1) AS score, 0 AS tie
          FROM movies WHERE title_key % $1 ORDER BY score DESC LIMIT $2)
         UNION ALL
         (SELECT 'location', name, slug, similarity(name_key, $1), 1
          FROM locations WHERE name_key % $1 ORDER BY similarity(name_key, $1) DESC LIMIT $2)
       ) nearest ORDER BY score DESC, tie, text LIMIT $2`,
      [folded, limit],
    );
  }

  /**
   * Where a rebuild's catch-up starts: the oldest transaction still running. Every write committed
   * after a rebuild read its rows has a search_changes row at or after it (the table's triggers).
   */
  async changeHorizon(): Promise<string> {
    const [row] = await this.db.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
    return row.xmin;
  }

  /** Movies and places written by transactions at or after `horizon` (search_changes). */
  async changedSince(horizon: string): Promise<{ movies: string[]; locations: string[] }> {
    const rows: { kind: string; id: string }[] = await this.db.query(
      `SELECT DISTINCT kind, id FROM search_changes WHERE txid >= $1::xid8 AND id IS NOT NULL`,
      [horizon],
    );
    return {
      movies: rows.filter((row) => row.kind === 'movie').map((row) => row.id),
      locations: rows.filter((row) => row.kind === 'location').map((row) => row.id),
    };
  }

  /**
   * Takes the rebuild lock (a session-level advisory lock on a connection of its own) if no other
   * process holds it; the answer releases it. While it is held, health says the index is rebuilding.
   */
  async tryLockRebuild(): Promise<(() => Promise<void>) | null> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [REBUILD_LOCK_KEY]);
    if (!locked) {
      await runner.release();
      return null;
    }
    return async () => {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [REBUILD_LOCK_KEY]).catch(() => undefined);
      await runner.release();
    };
  }

  /** Whether any process (this one included) holds the rebuild lock on this database. */
  async rebuildUnderWay(): Promise<boolean> {
    const [{ held }] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1
         AND objsubid = 1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS held`,
      [REBUILD_LOCK_KEY],
    );
    return held;
  }

  async counts(): Promise<{ movies: number; locations: number }> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*) FROM movies)::int AS movies, (SELECT count(*) FROM locations)::int AS locations`,
    );
    return row;
  }

  /** Keyset pages by id: stable and cheap however large the table. */
  async *movieBatches(size: number): AsyncGenerator<MovieDocument[]> {
    yield* this.pages<MovieDocument>((after) =>
      this.db.query(`SELECT ${MOVIE_COLUMNS} FROM movies m WHERE m.id > $1 ORDER BY m.id LIMIT $2`, [after, size]),
    );
  }

  async *locationBatches(size: number): AsyncGenerator<LocationDocument[]> {
    yield* this.pages<LocationDocument>((after) =>
      this.db.query(`SELECT ${LOCATION_COLUMNS} FROM ${LOCATIONS_FROM} WHERE l.id > $1 ORDER BY l.id LIMIT $2`, [
        after,
        size,
      ]),
    );
  }

  private async *pages<T extends { id: string }>(next: (after: string) => Promise<T[]>): AsyncGenerator<T[]> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await next(after);
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1].id;
    }
  }
}
