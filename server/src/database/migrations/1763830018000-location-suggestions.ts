import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors' suggestions (issue 34), written only by the contributions module: a new place for a
 * movie, a correction of a place or a photo of a place, and what an editor decided.
 * - `proposed` holds the proposed place fields (contracts/contributions.ts ProposedPlace), checked by
 *   the server before they are stored; `applied` what was written when accepted (with the editor's
 *   changes), so the visitor's history shows what became of it.
 * - `location_id` is the corrected/photographed place, and for a new place the place created or
 *   merged into once decided; it is what a place's credit is read by. A deleted place leaves its
 *   suggestions with NULL (the visitor's history keeps them).
 * - `based_on_updated_at`: the place's updated_at when the correction or photo was made; an admin
 *   edit after it makes accepting a conflict (409) instead of overwriting that edit.
 * Deleting a user deletes their suggestions (and so their credit).
 */
export class LocationSuggestions1763830018000 implements MigrationInterface {
  name = 'LocationSuggestions1763830018000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE location_suggestions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT location_suggestions_kind_check CHECK (kind IN ('new_place', 'correction', 'photo')),
        state text NOT NULL DEFAULT 'pending' CONSTRAINT location_suggestions_state_check
          CHECK (state IN ('pending', 'accepted', 'accepted_with_changes', 'declined', 'merged')),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id uuid NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        location_id uuid REFERENCES locations (id) ON DELETE SET NULL,
        proposed jsonb,
        applied jsonb,
        source text CONSTRAINT location_suggestions_source_check CHECK (char_length(source) <= 1000),
        reason text CONSTRAINT location_suggestions_reason_check CHECK (char_length(reason) <= 1000),
        photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
        based_on_updated_at timestamptz,
        decline_reason text CONSTRAINT location_suggestions_decline_reason_check CHECK (char_length(decline_reason) <= 500),
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT location_suggestions_proposed_check CHECK ((proposed IS NULL) = (kind = 'photo')),
        CONSTRAINT location_suggestions_photo_check CHECK (kind <> 'photo' OR photo_id IS NOT NULL OR state <> 'pending'),
        CONSTRAINT location_suggestions_decided_check CHECK ((state = 'pending') = (decided_at IS NULL))
      )`);
    await q.query(`CREATE INDEX location_suggestions_user_idx ON location_suggestions (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX location_suggestions_pending_idx ON location_suggestions (created_at) WHERE state = 'pending'`,
    );
    await q.query(
      `CREATE INDEX location_suggestions_location_idx ON location_suggestions (location_id) WHERE location_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX location_suggestions_photo_idx ON location_suggestions (photo_id) WHERE photo_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE location_suggestions`);
  }
}
