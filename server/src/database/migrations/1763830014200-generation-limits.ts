import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a generation may cost, and a lease on a running one. `lease_until`/`run_id` belong to the run
 * that holds the generation (its worker renews the lease; a lapsed lease means the worker died);
 * `restarts` counts the runs lost that way. `generation_token_usage` is the site's token count per
 * UTC day, shared by every process.
 */
export class GenerationLimits1763830014200 implements MigrationInterface {
  name = 'GenerationLimits1763830014200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE generations
        ADD COLUMN lease_until timestamptz,
        ADD COLUMN run_id uuid,
        ADD COLUMN restarts integer NOT NULL DEFAULT 0`);
    // Rows left running by a process that died before leases existed: expired now, so they are recovered.
    await q.query(`UPDATE generations SET lease_until = now() WHERE status = 'running'`);
    await q.query(
      `CREATE INDEX generations_lease_idx ON generations (lease_until) WHERE status = 'running' AND lease_until IS NOT NULL`,
    );
    await q.query(`CREATE INDEX generations_requester_idx ON generations (requested_by_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE generation_token_usage (
        day date PRIMARY KEY,
        tokens bigint NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generation_token_usage`);
    await q.query(`DROP INDEX generations_requester_idx`);
    await q.query(`DROP INDEX generations_lease_idx`);
    await q.query(`ALTER TABLE generations DROP COLUMN lease_until, DROP COLUMN run_id, DROP COLUMN restarts`);
  }
}
