import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unverified accounts expire (UNVERIFIED_ACCOUNT_TTL_DAYS): this partial index lets the
 * periodic clean-up find them without reading every verified account.
 */
export class UnverifiedAccounts1763830000000 implements MigrationInterface {
  name = 'UnverifiedAccounts1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_unverified_updated_idx ON users (updated_at) WHERE email_verified_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_unverified_updated_idx`);
  }
}
