import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How exact a place is and whether it was filmed there (issue 34), plus a short scene label and the
 * time in the film. The value lists are contracts/locations.ts's LOCATION_PRECISIONS and LOCATION_KINDS.
 *
 * Existing rows: nobody said how exact they are, so they get the most common case, 'exact', except
 * by one rule the data itself supports — a place named after its own city ("Paris", "Paris, France")
 * is a city given as the spot, so 'city'. The demo seed sets both by hand; the generator from the
 * model's own statement.
 */
export class LocationPrecision1763830017000 implements MigrationInterface {
  name = 'LocationPrecision1763830017000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE locations
        ADD COLUMN precision text NOT NULL DEFAULT 'exact'
          CONSTRAINT locations_precision_check CHECK (precision IN ('exact', 'street', 'area', 'city')),
        ADD COLUMN kind text NOT NULL DEFAULT 'filmed_here'
          CONSTRAINT locations_kind_check CHECK (kind IN ('filmed_here', 'set_here_filmed_elsewhere')),
        ADD COLUMN scene text CONSTRAINT locations_scene_check CHECK (char_length(scene) <= 500),
        ADD COLUMN scene_time_seconds integer
          CONSTRAINT locations_scene_time_check CHECK (scene_time_seconds BETWEEN 0 AND 359999)`);
    await q.query(`
      UPDATE locations SET precision = 'city'
       WHERE city IS NOT NULL AND btrim(city) <> ''
         AND (lower(btrim(name)) = lower(btrim(city))
              OR lower(btrim(name)) = lower(btrim(city) || ', ' || btrim(coalesce(country, ''))))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE locations
        DROP COLUMN scene_time_seconds,
        DROP COLUMN scene,
        DROP COLUMN kind,
        DROP COLUMN precision`);
  }
}
