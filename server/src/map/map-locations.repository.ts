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

/** Locations' ids (16 bytes each, in order) and positions, packed: a million row objects would be ~150 MB. */
export interface MapPoints {
  ids: Buffer;
  lon: Float64Array;
  lat: Float64Array;
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
 * name, city or movie title (admin_text holds the three folded), or the country must be one of those given.
 */
export interface MapFilterSql {
  movieId: string | null;
  words: { like: string; countries: string[] }[];
  /** Whether an index finds the matches: the movie's (movie_id), or a word's of three characters or more (trigrams of admin_text). */
  indexed: boolean;
}

/**
 * The selected locations packed by PostgreSQL (uuid_send, float8send: binary, so nothing is parsed
 * per row), in one order for the three: aggregates of one group read the same rows. In storage
 * order (a parallel scan's rows come in any order, and another web process must build the same
 * clusters), in parts of PART_ROWS, each its own row: the client's read buffer grows to the
 * largest row and keeps it.
 */
const PACKED_POINTS = `count(*)::int AS n, string_agg(uuid_send(l.id), ''::bytea) AS ids,
  string_agg(float8send(l.longitude), ''::bytea) AS lon, string_agg(float8send(l.latitude), ''::bytea) AS lat`;
const PART_ROWS = 20_000;

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
   * a million rows never hold the event loop at once (keyset pages by id read the heap in random
   * order: 23 s for a filter's 200,000 matches at a million places).
   */
  pointsPage(filter: MapFilterSql | null, from: number, to: number | null): Promise<MapPoints> {
    const params: unknown[] = [`(${from},0)`, to === null ? null : `(${to},0)`];
    // A TID range scan reads in storage order and never in parallel: no sort needed.
    return this.packedPoints(`l.ctid >= $1::tid AND ($2::tid IS NULL OR l.ctid < $2::tid)`, params, filter, false);
  }

  /**
   * A filter's matches in one statement, for a filter an index serves (MapFilterSql.indexed):
   * PostgreSQL finds them through the movie's index or the trigram index on admin_text (and the
   * country index), where a page by page scan reads every place.
   */
  matchingPoints(filter: MapFilterSql): Promise<MapPoints> {
    return this.packedPoints('true', [], filter, true);
  }

  private async packedPoints(
    where: string,
    params: unknown[],
    filter: MapFilterSql | null,
    sortByStorage: boolean,
  ): Promise<MapPoints> {
    const conditions = [where];
    if (filter?.movieId) conditions.push(`l.movie_id = $${params.push(filter.movieId)}::uuid`);
    for (const word of filter?.words ?? []) {
      const like = params.push(word.like);
      const countries = params.push(word.countries);
      conditions.push(`(l.admin_text LIKE $${like} ESCAPE '\\' OR l.country = ANY($${countries}::text[]))`);
    }
    const parts = (await this.db.query(
      `SELECT ${PACKED_POINTS} FROM (
         SELECT l.id, l.longitude, l.latitude, (row_number() OVER (${sortByStorage ? 'ORDER BY l.ctid' : ''}) - 1) / ${PART_ROWS} AS part
           FROM locations l WHERE ${conditions.join(' AND ')}) l
        GROUP BY part ORDER BY part`,
      params,
    )) as PackedPart[];
    return joinPoints(parts.map(unpackPoints));
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

  /** Countries with their folded forms (search_fold, as admin_text). */
  async foldedNames(names: string[]): Promise<FoldedName[]> {
    return (await this.db.query(`SELECT name, search_fold(name) AS folded FROM unnest($1::text[]) AS n (name)`, [
      names,
    ])) as FoldedName[];
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

interface PackedPart {
  n: number;
  ids: Buffer;
  lon: Buffer;
  lat: Buffer;
}

function unpackPoints(part: PackedPart): MapPoints {
  const lon = new Float64Array(part.n);
  const lat = new Float64Array(part.n);
  for (let i = 0; i < part.n; i++) {
    lon[i] = part.lon.readDoubleBE(i * 8);
    lat[i] = part.lat.readDoubleBE(i * 8);
  }
  return { ids: part.ids, lon, lat };
}

/** Parts of a set of locations, in order, as one. */
export function joinPoints(parts: MapPoints[]): MapPoints {
  const total = parts.reduce((sum, part) => sum + part.lon.length, 0);
  const [lon, lat] = [new Float64Array(total), new Float64Array(total)];
  let offset = 0;
  for (const part of parts) {
    lon.set(part.lon, offset);
    lat.set(part.lat, offset);
    offset += part.lon.length;
  }
  return { ids: Buffer.concat(parts.map((part) => part.ids)), lon, lat };
}
