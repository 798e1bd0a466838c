import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLACE_COLUMNS, PLACE_FROM, type PlaceRow } from './place-summary.js';

export interface MovieRow {
  id: string;
  title: string;
  slug: string;
  year: number | null;
}

/** A box on the map in degrees; `west > east` when it crosses the antimeridian. */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Reads of the catalogue the planner needs (places of a movie, places in a box); it writes nothing. */
@Injectable()
export class TripPlacesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Which of these location ids exist. */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM locations WHERE id = ANY($1::uuid[])`, [
      ids,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async movieBySlug(slug: string): Promise<MovieRow | null> {
    const [row] = (await this.dataSource.query(`SELECT id, title, slug, year FROM movies WHERE slug = $1`, [
      slug,
    ])) as MovieRow[];
    return row ?? null;
  }

  /** A movie's places in the order its page lists them (by creation). */
  placesOfMovie(movieId: string): Promise<PlaceRow[]> {
    return this.dataSource.query(
      `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM} WHERE l.movie_id = $1 ORDER BY l.created_at, l.id`,
      [movieId],
    );
  }

  /** The places inside a box, nearest its centre first, at most `limit`, and how many it holds. */
  async inBox(box: Box, centre: { latitude: number; longitude: number }, limit: number) {
    const inside = `l.latitude BETWEEN $1 AND $2 AND ${
      box.west <= box.east ? 'l.longitude BETWEEN $3 AND $4' : '(l.longitude >= $3 OR l.longitude <= $4)'
    }`;
    const params = [box.south, box.north, box.west, box.east];
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM} WHERE ${inside}
         ORDER BY earth_distance(ll_to_earth(l.latitude, l.longitude), ll_to_earth($5, $6)), l.id LIMIT $7`,
        [...params, centre.latitude, centre.longitude, limit],
      ) as Promise<PlaceRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS found FROM locations l WHERE ${inside}`, params) as Promise<
        { found: number }[]
      >,
    ]);
    return { rows, found: count.found };
  }
}
