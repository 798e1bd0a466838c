import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createVocabulary } from './1763825000000-search.js';

/**
 * The change log of the PostgreSQL search adapter's in-memory index (search/postgres/search-index.ts).
 * Statement triggers record which movie or place changed (a review changes its place's rating)
 * with the writing transaction's id, whoever wrote (the app, the worker, the CLI, psql). Before
 * each search every app process reads the rows of the transactions it may not have seen yet —
 * those at or after the oldest transaction still running at its previous look — so a write is
 * searchable at commit in every process, as when the rows themselves were searched. TRUNCATE
 * logs a row without id: reload everything. Rows older than a day are pruned; a process that has
 * not looked since reloads its index (`search_change_horizon`).
 *
 * The vocabulary of indexed words (`search_terms`, kept by its own triggers) is the index's own
 * now, built from the same vectors in each process: table, triggers and function are dropped.
 */
const LOGGED = [
  { table: 'movies', kind: 'movie', column: 'id' },
  { table: 'locations', kind: 'location', column: 'id' },
  { table: 'reviews', kind: 'location', column: 'location_id' },
] as const;

export class SearchChanges1763830011000 implements MigrationInterface {
  name = 'SearchChanges1763830011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_changes (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('movie', 'location', 'all')),
        id uuid,
        txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX search_changes_txid_idx ON search_changes (txid)`);
    await q.query(`CREATE INDEX search_changes_changed_at_idx ON search_changes (changed_at)`);
    await q.query(`CREATE TABLE search_change_horizon (pruned_through xid8 NOT NULL)`);
    await q.query(`INSERT INTO search_change_horizon VALUES ('0')`);
    for (const { table, kind, column } of LOGGED) {
      await q.query(`
        CREATE FUNCTION ${table}_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            INSERT INTO search_changes (kind) VALUES ('all');
          ELSIF TG_OP = 'DELETE' THEN
            INSERT INTO search_changes (kind, id) SELECT DISTINCT '${kind}', ${column} FROM old_rows;
          ELSE
            INSERT INTO search_changes (kind, id) SELECT DISTINCT '${kind}', ${column} FROM new_rows;
          END IF;
          RETURN NULL;
        END $$`);
      const run = `FOR EACH STATEMENT EXECUTE FUNCTION ${table}_search_changes()`;
      await q.query(
        `CREATE TRIGGER ${table}_search_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows ${run}`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_search_updated AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS new_rows ${run}`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_search_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows ${run}`,
      );
      await q.query(`CREATE TRIGGER ${table}_search_truncated AFTER TRUNCATE ON ${table} ${run}`);
    }
    for (const table of ['movies', 'locations']) {
      for (const event of ['insert', 'update'])
        await q.query(`DROP TRIGGER ${table}_search_terms_${event} ON ${table}`);
    }
    await q.query(`DROP FUNCTION search_terms_collect()`);
    await q.query(`DROP TABLE search_terms`);
  }

  async down(q: QueryRunner): Promise<void> {
    await createVocabulary(q);
    for (const { table } of LOGGED) {
      for (const event of ['inserted', 'updated', 'deleted', 'truncated'])
        await q.query(`DROP TRIGGER ${table}_search_${event} ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_search_changes()`);
    }
    await q.query(`DROP TABLE search_change_horizon`);
    await q.query(`DROP TABLE search_changes`);
  }
}
