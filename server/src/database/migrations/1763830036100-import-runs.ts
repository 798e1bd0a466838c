import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, a million places:
 * - `import_runs`: the CSV import's checkpoint. A file is known by its SHA-256; each batch commits
 *   its rows and the last line it covered in one transaction, so a killed import restarted on the
 *   same file goes on after that line (the upserts make a repeated batch change nothing).
 * - `movies (lower(title), year)`: the import finds a batch's movies by title and year; without it
 *   each batch read every movie.
 * - (sort key, id) on the admin lists' orders: a keyset page is one index range, either direction;
 *   the locations list's filters too: by country (folded), verified only (a partial index: few
 *   places are), and its search over name, city and movie title (one trigram index on the three);
 *   the movies search over title, director and year likewise.
 */
/** What the admin locations search matches (LocationsRepository.adminPage writes the same expression). */
const LOCATION_ADMIN_TEXT = `search_fold(name || ' ' || coalesce(city, '') || ' ' || coalesce(movie_title, ''))`;

/** What the admin movies search matches (MoviesRepository.adminPage writes the same expression). */
const MOVIE_ADMIN_TEXT = `search_fold(title || ' ' || coalesce(director, '') || ' ' || coalesce(year::text, ''))`;

const KEYSET_ORDERS = [
  ['locations', 'name'],
  ['movies', 'title'],
  ['movies', 'year'],
  ['movies', 'director'],
  ['movies', 'created_at'],
] as const;

export class ImportRuns1763830036100 implements MigrationInterface {
  name = 'ImportRuns1763830036100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_runs (
        file_sha256 text PRIMARY KEY,
        file_name text NOT NULL,
        last_line integer NOT NULL DEFAULT 0,
        rows_written integer NOT NULL DEFAULT 0,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX movies_lower_title_year_idx ON movies (lower(title), year)`);
    for (const [table, column] of KEYSET_ORDERS)
      await q.query(`CREATE INDEX ${table}_${column}_id_idx ON ${table} (${column}, id)`);
    await q.query(`CREATE INDEX locations_verified_name_id_idx ON locations (name, id) WHERE is_verified`);
    await q.query(`CREATE INDEX locations_country_name_id_idx ON locations (search_fold(country), name, id)`);
    await q.query(
      `CREATE INDEX locations_admin_text_trgm_idx ON locations USING gin (${LOCATION_ADMIN_TEXT} gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX movies_admin_text_trgm_idx ON movies USING gin (${MOVIE_ADMIN_TEXT} gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'locations_verified_name_id_idx',
      'locations_country_name_id_idx',
      'locations_admin_text_trgm_idx',
      'movies_admin_text_trgm_idx',
    ])
      await q.query(`DROP INDEX ${index}`);
    for (const [table, column] of KEYSET_ORDERS) await q.query(`DROP INDEX ${table}_${column}_id_idx`);
    await q.query(`DROP INDEX movies_lower_title_year_idx`);
    await q.query(`DROP TABLE import_runs`);
  }
}
