import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MapPlace } from '../contracts/map.js';

/** A place as the payload reads it: what a popup shows, its movie by id (the movies come once, apart). */
export type MapLocationRow = Omit<MapPlace, 'movie'> & { movie_id: string };

export interface MapMovieRow {
  id: string;
  slug: string;
  title: string;
  year: number | null;
}

export interface MapPointRow {
  id: string;
  latitude: number;
  longitude: number;
}

export interface MapDetailRow extends Omit<MapLocationRow, 'movie_id'> {
  id: string;
  movie_slug: string;
  movie_title: string;
  movie_year: number | null;
}

export interface FoldedName {
  name: string;
  folded: string;
}

/**
 * A ?q= / ?movie= filter as the query runs it: each word (a LIKE pattern, folded) must be in the
 * name or the movie's title, or the location's city or country must be one of those given.
 */
export interface MapFilterSql {
  movieId: string | null;
  words: { like: string; cities: string[]; countries: string[] }[];
}

/** The reads behind the map: every location (SPEC §7: ordered by name) and the movies they belong to. */
@Injectable()
export class MapLocationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Changes whenever a location or movie is added, removed or saved: the cache key and ETag source. */
  async version(): Promise<string> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM locations) AS lc, (SELECT max(updated_at) FROM locations) AS lu,
              (SELECT count(*) FROM movies) AS mc, (SELECT max(updated_at) FROM movies) AS mu`,
    )) as { lc: string; lu: Date | null; mc: string; mu: Date | null }[];
    return [row.lc, row.lu?.toISOString(), row.mc, row.mu?.toISOString()].join('|');
  }

  locations(): Promise<MapLocationRow[]> {
    return this.db.query(
      `SELECT slug, name, city, country, latitude, longitude, movie_id, precision, kind FROM locations ORDER BY name, id`,
    );
  }

  /** The heap blocks of the locations table: pointsPage reads them in ranges. */
  async blocks(): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT (pg_relation_size('locations') / current_setting('block_size')::int)::int AS blocks`,
    )) as { blocks: number }[];
    return row.blocks;
  }

  /**
   * The locations (all, or a filter's matches) stored in heap blocks [from, to) (to null: to the
   * end): a TID range scan reads those blocks in order, so each page is a short sequential read and
   * a short parse, and a million rows never hold the event loop at once (keyset pages by id read
   * the heap in random order: 23 s for a filter's 200,000 matches at a million places).
   */
  async pointsPage(filter: MapFilterSql | null, from: number, to: number | null): Promise<MapPointRow[]> {
    const params: unknown[] = [`(${from},0)`, to === null ? null : `(${to},0)`, filter?.movieId ?? null];
    const words = (filter?.words ?? []).map((word) => {
      const at = params.push(word.like, word.cities, word.countries) - 2;
      return `(l.name_key LIKE $${at} ESCAPE '\\'
        OR l.movie_id IN (SELECT id FROM movies WHERE title_key LIKE $${at} ESCAPE '\\')
        OR l.city = ANY($${at + 1}::text[]) OR l.country = ANY($${at + 2}::text[]))`;
    });
    return this.db.query(
      `SELECT l.id, l.latitude, l.longitude FROM locations l
       WHERE l.ctid >= $1::tid AND ($2::tid IS NULL OR l.ctid < $2::tid) AND ($3::uuid IS NULL OR l.movie_id = $3::uuid)
       ${words.map((condition) => `AND ${condition}`).join(' ')}`,
      params,
    );
  }

  /** What the map shows of these locations (a view's markers and their popups). */
  details(ids: string[]): Promise<MapDetailRow[]> {
    return this.db.query(
      `SELECT l.id, l.slug, l.name, l.city, l.country, l.latitude, l.longitude, l.precision, l.kind,
              m.slug AS movie_slug, m.title AS movie_title, m.year AS movie_year
       FROM locations l JOIN movies m ON m.id = l.movie_id WHERE l.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** The distinct cities and countries with their folded forms (search_fold, as locations.name_key). */
  async placeNames(): Promise<{ cities: FoldedName[]; countries: FoldedName[] }> {
    const fold = (column: 'city' | 'country') =>
      this.db.query(
        `SELECT name, search_fold(name) AS folded FROM (SELECT DISTINCT ${column} AS name FROM locations WHERE ${column} IS NOT NULL) n`,
      ) as Promise<FoldedName[]>;
    return { cities: await fold('city'), countries: await fold('country') };
  }

  /** Query words folded as the database folds names (lower(unaccent())). */
  async fold(words: string[]): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT search_fold(w) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n) ORDER BY n`,
      [words],
    )) as { folded: string }[];
    return rows.map((row) => row.folded);
  }

  async movieBySlug(slug: string): Promise<{ id: string; title: string } | null> {
    const [row] = (await this.db.query(`SELECT id, title FROM movies WHERE slug = $1`, [slug])) as {
      id: string;
      title: string;
    }[];
    return row ?? null;
  }

  movies(): Promise<MapMovieRow[]> {
    return this.db.query(`SELECT id, slug, title, year FROM movies ORDER BY title, id`);
  }
}
