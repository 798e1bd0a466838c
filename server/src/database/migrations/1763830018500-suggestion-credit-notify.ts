import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A place's public detail carries its credit, read from location_suggestions (issue 34), so a
 * decision (an UPDATE) or a visitor's suggestions leaving with their account (a DELETE) must move
 * the public data version on like a write to the catalogue does (migration 1763830010000). A new
 * suggestion waits and changes no public read: INSERT does not notify.
 */
export class SuggestionCreditNotify1763830018500 implements MigrationInterface {
  name = 'SuggestionCreditNotify1763830018500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TRIGGER location_suggestions_public_data_changed
      AFTER UPDATE OR DELETE OR TRUNCATE ON location_suggestions
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER location_suggestions_public_data_changed ON location_suggestions`);
  }
}
