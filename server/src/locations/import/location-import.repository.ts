import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface NewMovie {
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  imdbId: string | null;
}

export interface LocationUpsert {
  slug: string;
  movieId: string;
  name: string;
  description: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  source: string;
  sourceRecordId: string;
}

/** Set-based writes for the CSV import: one statement per table and batch. */
@Injectable()
export class LocationImportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async takenSlugs(): Promise<{ movies: Set<string>; locations: Set<string> }> {
    const movies: { slug: string }[] = await this.db.query('SELECT slug FROM movies');
    const locations: { slug: string }[] = await this.db.query('SELECT slug FROM locations');
    return { movies: new Set(movies.map((r) => r.slug)), locations: new Set(locations.map((r) => r.slug)) };
  }

  /** Slugs of rows imported before, keyed by `source\u0000source_record_id`, so a re-import keeps its URLs. */
  async importedSlugs(): Promise<Map<string, string>> {
    const rows: { source: string; source_record_id: string; slug: string }[] = await this.db.query(
      'SELECT source, source_record_id, slug FROM locations WHERE source IS NOT NULL',
    );
    return new Map(rows.map((r) => [`${r.source}\u0000${r.source_record_id}`, r.slug]));
  }

  /** Imported locations that have no photo yet, keyed like importedSlugs. */
  async importedWithoutPhoto(): Promise<Map<string, { id: string; movie_id: string }>> {
    const rows: { source: string; source_record_id: string; id: string; movie_id: string }[] = await this.db.query(
      'SELECT source, source_record_id, id, movie_id FROM locations WHERE source IS NOT NULL AND photo_id IS NULL',
    );
    return new Map(rows.map((r) => [`${r.source}\u0000${r.source_record_id}`, { id: r.id, movie_id: r.movie_id }]));
  }

  async setPhoto(manager: EntityManager, locationId: string, photoId: string): Promise<void> {
    await manager.query('UPDATE locations SET photo_id = $2 WHERE id = $1 AND photo_id IS NULL', [locationId, photoId]);
  }

  /** Movies that already exist for (title, year), matched case-insensitively on the title. */
  async findMovies(
    manager: EntityManager,
    titles: string[],
  ): Promise<{ id: string; title_key: string; year: number | null }[]> {
    return manager.query(
      'SELECT id, lower(title) AS title_key, year FROM movies WHERE lower(title) = ANY($1::text[])',
      [titles],
    );
  }

  async insertMovies(manager: EntityManager, movies: NewMovie[]): Promise<{ id: string; slug: string }[]> {
    if (movies.length === 0) return [];
    return manager.query(
      `INSERT INTO movies (slug, title, year, director, imdb_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[])
       RETURNING id, slug`,
      [
        movies.map((m) => m.slug),
        movies.map((m) => m.title),
        movies.map((m) => m.year),
        movies.map((m) => m.director),
        movies.map((m) => m.imdbId),
      ],
    );
  }

  /**
   * Inserts new rows and updates changed ones (source + source_record_id identify a row);
   * unchanged rows are left alone and not returned, so a re-import records no events.
   */
  async upsertLocations(manager: EntityManager, rows: LocationUpsert[]): Promise<{ id: string; movie_id: string }[]> {
    if (rows.length === 0) return [];
    const column = <K extends keyof LocationUpsert>(key: K) => rows.map((r) => r[key]);
    return manager.query(
      `INSERT INTO locations (slug, movie_id, name, description, address, city, country, latitude, longitude, source, source_record_id)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::float8[], $9::float8[], $10::text[], $11::text[])
       ON CONFLICT (source, source_record_id) WHERE source IS NOT NULL DO UPDATE SET
         movie_id = EXCLUDED.movie_id, name = EXCLUDED.name, description = EXCLUDED.description,
         address = EXCLUDED.address, city = EXCLUDED.city, country = EXCLUDED.country,
         latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, updated_at = now()
       WHERE (locations.movie_id, locations.name, locations.description, locations.address, locations.city,
              locations.country, locations.latitude, locations.longitude)
         IS DISTINCT FROM (EXCLUDED.movie_id, EXCLUDED.name, EXCLUDED.description, EXCLUDED.address, EXCLUDED.city,
              EXCLUDED.country, EXCLUDED.latitude, EXCLUDED.longitude)
       RETURNING id, movie_id`,
      [
        column('slug'),
        column('movieId'),
        column('name'),
        column('description'),
        column('address'),
        column('city'),
        column('country'),
        column('latitude'),
        column('longitude'),
        column('source'),
        column('sourceRecordId'),
      ],
    );
  }
}
