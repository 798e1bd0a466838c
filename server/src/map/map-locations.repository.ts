import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { LocationKind, LocationPrecision } from '../contracts/locations.js';

export interface MapLocationRow {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  movie_id: string;
  precision: LocationPrecision;
  kind: LocationKind;
}

export interface MapMovieRow {
  id: string;
  slug: string;
  title: string;
  year: number | null;
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

  movies(): Promise<MapMovieRow[]> {
    return this.db.query(`SELECT id, slug, title, year FROM movies ORDER BY title, id`);
  }
}
