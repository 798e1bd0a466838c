import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A user's trip: its name, plan settings and share link (migration 1763830016000). */
@Entity('trips')
export class Trip {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  user_id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer', default: 360 })
  day_budget_minutes: number;

  @Column({ type: 'integer', default: 30 })
  visit_minutes: number;

  /** Where Best Order starts unless told otherwise; null: wherever the walk is shortest. */
  @Column({ type: 'uuid', nullable: true })
  start_stop_id: string | null;

  /** The read-only link's token while one stands (random, 192 bits). */
  @Column({ type: 'text', nullable: true })
  share_token: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  shared_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
