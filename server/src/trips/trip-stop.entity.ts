import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A place in a trip. `location_id` is null once the place was deleted (the trip page says so). */
@Entity('trip_stops')
export class TripStopRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  trip_id: string;

  @Column({ type: 'uuid', nullable: true })
  location_id: string | null;

  /** Walking order; gaps are allowed (a removed stop leaves one), ties never happen. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'integer', nullable: true })
  visit_minutes: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
