import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Transactional outbox: domain events written with the data, relayed to the queue later. */
export class Outbox1763790000000 implements MigrationInterface {
  name = 'Outbox1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    // The relay only ever scans what is still to deliver.
    await q.query(`CREATE INDEX outbox_pending_idx ON outbox (id) WHERE published_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox`);
  }
}
