import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review moderation and email change.
 * - A hidden review stays in the table (its author still sees it, with the moderator's reason) but
 *   leaves the public list, the rating and the search document.
 * - Reports: one per user and review; a report is open until a moderator hides, restores or
 *   dismisses the review.
 * - The audit log gains the moderation actions and the `review` entity.
 * - An email-change link carries the address it confirms (the account keeps its old address until
 *   the link is opened).
 */
export class ReviewModeration1763830009000 implements MigrationInterface {
  name = 'ReviewModeration1763830009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE reviews
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_reason text,
        ADD COLUMN hidden_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD CONSTRAINT reviews_hidden_reason_check CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))`);
    await q.query(`CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE review_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        CONSTRAINT review_reports_review_reporter_key UNIQUE (review_id, reporter_id)
      )`);
    await q.query(`CREATE INDEX review_reports_open_idx ON review_reports (review_id) WHERE resolved_at IS NULL`);

    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check`);
    await q.query(`
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
        CHECK (action IN ('create', 'update', 'delete', 'reorder', 'hide', 'restore', 'dismiss'))`);

    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check`);
    await q.query(`
      ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
        CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'))`);
    await q.query(`ALTER TABLE auth_tokens ADD COLUMN new_email text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth_tokens WHERE purpose = 'change_email'`);
    await q.query(`ALTER TABLE auth_tokens DROP COLUMN new_email`);
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check CHECK (purpose IN ('verify_email', 'reset_password'))`,
    );
    await q.query(`DELETE FROM audit_log WHERE action IN ('hide', 'restore', 'dismiss')`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check`);
    await q.query(
      `ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('create', 'update', 'delete', 'reorder'))`,
    );
    await q.query(`DROP TABLE review_reports`);
    await q.query(`DROP INDEX reviews_created_idx`);
    await q.query(
      `ALTER TABLE reviews DROP CONSTRAINT reviews_hidden_reason_check, DROP COLUMN hidden_by, DROP COLUMN hidden_reason, DROP COLUMN hidden_at`,
    );
  }
}
