import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin audit log: one table, newest first is the only read (dashboard and paging). */
export class AuditLog1763830002000 implements MigrationInterface {
  name = 'AuditLog1763830002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        actor_email text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'reorder')),
        changed_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}
