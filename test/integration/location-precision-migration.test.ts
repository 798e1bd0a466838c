import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../server/src/database/migrations.js';
import { LocationPrecision1763830017000 } from '../../server/src/database/migrations/1763830017000-location-precision.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * Places that existed before precision did (issue 34): an exact spot, filmed here, unless the place
 * is named after its own city, which is a city given as the spot.
 */
describe(LocationPrecision1763830017000.name, () => {
  let db: TestDatabase;
  const open = (migrations: typeof MIGRATIONS) =>
    new DataSource({ type: 'postgres', url: db.url, migrations, migrationsTransactionMode: 'each' }).initialize();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('gives existing places a precision by rule and refuses values outside the lists', async () => {
    const before = await open(MIGRATIONS.slice(0, MIGRATIONS.indexOf(LocationPrecision1763830017000)));
    await before.runMigrations();
    const [movie] = await before.query(`INSERT INTO movies (slug, title) VALUES ('m', 'M') RETURNING id`);
    const place = (slug: string, name: string, city: string | null, country: string | null) =>
      before.query(
        `INSERT INTO locations (slug, movie_id, name, city, country, latitude, longitude) VALUES ($1, $2, $3, $4, $5, 0, 0)`,
        [slug, movie.id, name, city, country],
      );
    await place('spot', 'Café des 2 Moulins', 'Paris', 'France');
    await place('town', 'Paris', 'Paris', 'France');
    await place('town-country', ' paris, France', 'Paris', 'France');
    await place('no-city', 'Somewhere', null, null);
    await before.destroy();

    const after = await open(MIGRATIONS);
    await after.runMigrations();
    expect(
      await after.query(
        `SELECT slug, precision, kind, scene, scene_time_seconds FROM locations ORDER BY slug COLLATE "C"`,
      ),
    ).toEqual([
      { slug: 'no-city', precision: 'exact', kind: 'filmed_here', scene: null, scene_time_seconds: null },
      { slug: 'spot', precision: 'exact', kind: 'filmed_here', scene: null, scene_time_seconds: null },
      { slug: 'town', precision: 'city', kind: 'filmed_here', scene: null, scene_time_seconds: null },
      { slug: 'town-country', precision: 'city', kind: 'filmed_here', scene: null, scene_time_seconds: null },
    ]);
    for (const [column, value, constraint] of [
      ['precision', 'nearby', 'locations_precision_check'],
      ['kind', 'imagined', 'locations_kind_check'],
      ['scene_time_seconds', '-1', 'locations_scene_time_check'],
    ])
      await expect(
        after.query(`UPDATE locations SET ${column} = $1 WHERE slug = 'spot'`, [value]),
      ).rejects.toMatchObject({ driverError: { code: '23514', constraint } });
    await after.destroy();
  });
});
