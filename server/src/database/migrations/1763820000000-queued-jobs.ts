import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The in-process runner's job store. Jobs live in PostgreSQL, not in memory, so a crash
 * or restart loses none (ARCHITECTURE: no process memory is the only copy), several app
 * processes can share the work (SKIP LOCKED), and failed jobs stay for operators to inspect.
 */
export class QueuedJobs1763820000000 implements MigrationInterface {
  name = 'QueuedJobs1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE queued_jobs (
        id text PRIMARY KEY,
        queue text NOT NULL,
        name text NOT NULL,
        data jsonb NOT NULL,
        state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'active', 'completed', 'failed')),
        attempts_made integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL CHECK (max_attempts > 0),
        run_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX queued_jobs_due_idx ON queued_jobs (run_at) WHERE state IN ('waiting', 'active')`);
    await q.query(`CREATE INDEX queued_jobs_state_idx ON queued_jobs (queue, state, finished_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE queued_jobs`);
  }
}
