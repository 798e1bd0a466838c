import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadSeedData } from '../../server/src/app/seed/seed-data.js';
import { migrateDatabase } from '../../server/src/database/migrate.js';
import { MIGRATIONS } from '../../server/src/database/migrations.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * Issue 37, row 4: migrations and the seed run under PostgreSQL advisory locks, so several app
 * replicas (and workers, and the CLI) may start at once on one fresh database.
 */
describe('several processes starting at once on one fresh database', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('migrates once: every migration recorded exactly once, none failed', async () => {
    const fresh = await createTestDatabase();
    try {
      await Promise.all([1, 2, 3, 4].map(() => migrateDatabase(fresh.url)));
      const ds = await new DataSource({ type: 'postgres', url: fresh.url }).initialize();
      const rows: { name: string; n: number }[] = await ds.query(
        `SELECT name, count(*)::int AS n FROM migrations GROUP BY name`,
      );
      await ds.destroy();
      expect(rows).toHaveLength(MIGRATIONS.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await fresh.drop();
    }
  });

  it('starts three seeding apps together: all serve, the demo data is loaded once', async () => {
    const started = await Promise.all([1, 2, 3].map(() => startTestApp({ SEED_DEMO: 'true' }, db)));
    apps.push(...started);
    for (const app of started) expect((await request(app.app.getHttpServer()).get('/api/health')).status).toBe(200);
    const [{ n }] = await started[0].app.get(DataSource).query(`SELECT count(*)::int AS n FROM movies`);
    expect(n).toBe((await loadSeedData()).movies.length);
  }, 60_000);
});
