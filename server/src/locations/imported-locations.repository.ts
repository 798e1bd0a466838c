import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { LocationKind, LocationPrecision } from '../contracts/locations.js';

/** A location as a row of the CSV import gives it; `source` + `source_record_id` identify it. */
export interface ImportedLocation {
  slug: string;
  movie_id: string;
  name: string;
  description: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  /** Null: not in the file — a new row takes the table's default, an imported one keeps its own. */
  precision: LocationPrecision | null;
  kind: LocationKind | null;
  source: string;
  source_record_id: string;
}

/** Identifies an imported row across imports: `source\u0000source_record_id`. */
export const importKey = (row: { source: string; source_record_id: string }) =>
  `${row.source}\u0000${row.source_record_id}`;

/**
 * The CSV import's set-based queries on the locations table: one statement per batch, so a
 * 100,000-row file takes seconds. Only LocationWrites calls them (it records the events).
 */
@Injectable()
export class ImportedLocationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async allSlugs(): Promise<Set<string>> {
    const rows: { slug: string }[] = await this.db.query('SELECT slug FROM locations');
    return new Set(rows.map((r) => r.slug));
  }

  /** Slugs of the rows imported before among these keys, by importKey (one index probe per key). */
  async importedSlugsOf(
    manager: EntityManager,
    keys: { source: string; source_record_id: string }[],
  ): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows: { source: string; source_record_id: string; slug: string }[] = await manager.query(
      `SELECT l.source, l.source_record_id, l.slug
         FROM unnest($1::text[], $2::text[]) AS k (source, source_record_id)
         JOIN locations l ON l.source = k.source AND l.source_record_id = k.source_record_id`,
      [keys.map((k) => k.source), keys.map((k) => k.source_record_id)],
    );
    return new Map(rows.map((r) => [importKey(r), r.slug]));
  }

  /** Imported locations that have no photo yet, by importKey. */
  async importedWithoutPhoto(): Promise<Map<string, { id: string; movie_id: string }>> {
    const rows: { source: string; source_record_id: string; id: string; movie_id: string }[] = await this.db.query(
      'SELECT source, source_record_id, id, movie_id FROM locations WHERE source IS NOT NULL AND photo_id IS NULL',
    );
    return new Map(rows.map((r) => [importKey(r), { id: r.id, movie_id: r.movie_id }]));
  }

  async setPhotoIfNone(manager: EntityManager, locationId: string, photoId: string): Promise<void> {
    await manager.query('UPDATE locations SET photo_id = $2 WHERE id = $1 AND photo_id IS NULL', [locationId, photoId]);
  }

  /**
   * Inserts new rows and updates changed ones (source + source_record_id identify a row);
   * unchanged rows are left alone and not returned, so a re-import records no events.
   */
  async upsert(manager: EntityManager, rows: ImportedLocation[]): Promise<{ id: string; movie_id: string }[]> {
    if (rows.length === 0) return [];
    const column = <K extends keyof ImportedLocation>(key: K) => rows.map((r) => r[key]);
    const upserted: { id: string; movie_id: string }[] = await manager.query(
      `INSERT INTO locations (slug, movie_id, name, description, address, city, country, latitude, longitude, source,
                             source_record_id, precision, kind)
       SELECT slug, movie_id, name, description, address, city, country, latitude, longitude, source, source_record_id,
              coalesce(precision, 'exact'), coalesce(kind, 'filmed_here')
         FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::float8[], $9::float8[], $10::text[], $11::text[], $12::text[], $13::text[])
              AS input (slug, movie_id, name, description, address, city, country, latitude, longitude, source,
                        source_record_id, precision, kind)
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
        column('movie_id'),
        column('name'),
        column('description'),
        column('address'),
        column('city'),
        column('country'),
        column('latitude'),
        column('longitude'),
        column('source'),
        column('source_record_id'),
        column('precision'),
        column('kind'),
      ],
    );
    // Precision and kind the file states, on rows imported before (new rows got them above). A file
    // without them leaves an editor's choice alone.
    // An UPDATE answers [rows, count] through TypeORM's PostgreSQL driver.
    const [restated]: [{ id: string; movie_id: string }[], number] = await manager.query(
      `UPDATE locations l
          SET precision = coalesce(input.precision, l.precision), kind = coalesce(input.kind, l.kind), updated_at = now()
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS input (source, source_record_id, precision, kind)
        WHERE l.source = input.source AND l.source_record_id = input.source_record_id
          AND (input.precision IS NOT NULL OR input.kind IS NOT NULL)
          AND (l.precision, l.kind) IS DISTINCT FROM (coalesce(input.precision, l.precision), coalesce(input.kind, l.kind))
       RETURNING l.id, l.movie_id`,
      [column('source'), column('source_record_id'), column('precision'), column('kind')],
    );
    const seen = new Set(upserted.map((row) => row.id));
    return [...upserted, ...restated.filter((row) => !seen.has(row.id))];
  }
}
