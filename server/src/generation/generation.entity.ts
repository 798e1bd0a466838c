import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GenerationDraft, GenerationInput, GenerationStatus, GenerationStep } from '../contracts/generation.js';

/** One queued generation: its input, who asked, how the job went, and the draft an editor reviews. */
@Entity('generations')
export class GenerationRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'jsonb' })
  input: GenerationInput;

  /** Lowercased title|year|director: one queued or running job per input (partial unique index). */
  @Column({ type: 'text' })
  input_key: string;

  @Column({ type: 'uuid', nullable: true })
  requested_by_id: string | null;

  @Column({ type: 'text', nullable: true })
  requested_by: string | null;

  @Column({ type: 'text' })
  status: GenerationStatus;

  @Column({ type: 'text' })
  step: GenerationStep;

  @Column({ type: 'text' })
  model: string;

  @Column({ type: 'integer', nullable: true })
  tokens_in: number | null;

  @Column({ type: 'integer', nullable: true })
  tokens_out: number | null;

  @Column({ type: 'integer', nullable: true })
  duration_ms: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'jsonb', nullable: true })
  draft: GenerationDraft | null;

  @Column({ type: 'uuid', nullable: true })
  saved_movie_id: string | null;

  /** While a run holds the generation: until when (renewed by its worker; lapsed = the worker died). */
  @Column({ type: 'timestamptz', nullable: true })
  lease_until: Date | null;

  /** The run holding the lease; a run's writes count only while it still holds it. */
  @Column({ type: 'uuid', nullable: true })
  run_id: string | null;

  /** Runs lost with their worker and queued again (or, past the limit, failed). */
  @Column({ type: 'integer', default: 0 })
  restarts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
