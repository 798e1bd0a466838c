import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every table a public read is built from raises one NOTIFY on `reelatlas_public_data` per
 * changing statement. PostgreSQL delivers it at commit to every listening process, whoever wrote
 * (the app, the worker, the CLI, psql), so each process's read cache, settings and sitemap move
 * to a new version at once (read-cache/public-data-version.ts). Repeated notifications in one
 * transaction are folded into one by PostgreSQL.
 */
export const PUBLIC_DATA_TABLES = [
  'movies',
  'locations',
  'reviews',
  'pages',
  'sliders',
  'slides',
  'settings',
  'photos',
  'slug_redirects',
  'deleted_slugs',
] as const;

export class PublicDataNotify1763830010000 implements MigrationInterface {
  name = 'PublicDataNotify1763830010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('reelatlas_public_data', '');
        RETURN NULL;
      END $$`);
    for (const table of PUBLIC_DATA_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_public_data_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of PUBLIC_DATA_TABLES) await q.query(`DROP TRIGGER ${table}_public_data_changed ON ${table}`);
    await q.query(`DROP FUNCTION notify_public_data_changed()`);
  }
}
