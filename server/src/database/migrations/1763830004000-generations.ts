import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Queued AI generations; at most one queued or running job per normalized input. */
export class Generations1763830004000 implements MigrationInterface {
  name = 'Generations1763830004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE generations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        input jsonb NOT NULL,
        input_key text NOT NULL,
        requested_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        requested_by text,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        step text NOT NULL,
        model text NOT NULL,
        tokens_in integer,
        tokens_out integer,
        duration_ms integer,
        error text,
        draft jsonb,
        saved_movie_id uuid REFERENCES movies (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX generations_one_active_idx ON generations (input_key) WHERE status IN ('queued', 'running')`,
    );
    await q.query(`CREATE INDEX generations_created_idx ON generations (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generations`);
  }
}
