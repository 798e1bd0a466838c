import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Great-circle "nearest locations" queries (location page, Near me) stay fast at 100,000+
 * rows through a GiST index on the earthdistance point of each location: the cube `<->`
 * operator orders by chord length, which is monotonic in great-circle distance, so
 * `ORDER BY point <-> $point LIMIT n` is an index-only KNN scan. cube and earthdistance
 * ship with both the embedded PostgreSQL and stock PostgreSQL 15+ (no PostGIS needed).
 */
export class LocationGeoIndex1763810000000 implements MigrationInterface {
  name = 'LocationGeoIndex1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
    await q.query(`CREATE INDEX locations_earth_idx ON locations USING gist (ll_to_earth(latitude, longitude))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS locations_earth_idx`);
  }
}
