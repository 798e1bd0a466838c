import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProposedPlace, SuggestionKind, SuggestionState } from '../contracts/contributions.js';

/** A visitor's suggestion and the editor's decision (migration 1763830018000). */
@Entity('location_suggestions')
export class LocationSuggestionRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: SuggestionKind;

  @Column({ type: 'text', default: 'pending' })
  state: SuggestionState;

  @Column({ type: 'uuid' })
  user_id: string;

  @Column({ type: 'uuid' })
  movie_id: string;

  /** The corrected/photographed place; for a new place, the place it became once decided. */
  @Column({ type: 'uuid', nullable: true })
  location_id: string | null;

  /** Null for a photo. */
  @Column({ type: 'jsonb', nullable: true })
  proposed: ProposedPlace | null;

  /** What was written on acceptance (the editor's changes included). */
  @Column({ type: 'jsonb', nullable: true })
  applied: ProposedPlace | null;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'uuid', nullable: true })
  photo_id: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  based_on_updated_at: Date | null;

  @Column({ type: 'text', nullable: true })
  decline_reason: string | null;

  @Column({ type: 'uuid', nullable: true })
  decided_by: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decided_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
