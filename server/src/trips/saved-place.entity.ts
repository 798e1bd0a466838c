import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SavedPlaceKind } from '../contracts/trips.js';

/** Want to Go or Been Here: one row per user and place. */
@Entity('saved_places')
export class SavedPlaceRow {
  @PrimaryColumn({ type: 'uuid' })
  user_id: string;

  @PrimaryColumn({ type: 'uuid' })
  location_id: string;

  @Column({ type: 'text' })
  kind: SavedPlaceKind;

  /** YYYY-MM-DD, only for `been`. */
  @Column({ type: 'date', nullable: true })
  visited_at: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
