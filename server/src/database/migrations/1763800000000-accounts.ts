import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in sessions and one-time email tokens. Only SHA-256 hashes of the tokens are stored,
 * so a copy of the database cannot be replayed as a session or a reset link.
 */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE refresh_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL CONSTRAINT refresh_sessions_token_hash_key UNIQUE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        replaced_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_sessions_family_idx ON refresh_sessions (family_id)`);
    await q.query(`CREATE INDEX refresh_sessions_user_idx ON refresh_sessions (user_id)`);

    await q.query(`
      CREATE TABLE auth_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        token_hash text NOT NULL CONSTRAINT auth_tokens_token_hash_key UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose)`);

    // Shared by every app process; unlogged because losing counters in a crash is harmless.
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_hits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_hits`);
    await q.query(`DROP TABLE auth_tokens`);
    await q.query(`DROP TABLE refresh_sessions`);
  }
}
