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

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
