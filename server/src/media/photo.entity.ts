import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PhotoVariant } from './photo-pipeline.js';

/** An uploaded photo: what was stored (variants), how to show it (alt, placeholder) and whose it is. */
@Entity('photos')
export class PhotoRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'jsonb' })
  variants: PhotoVariant[];

  @Column({ type: 'text' })
  placeholder: string;

  @Column({ type: 'text' })
  alt: string;

  @Column({ type: 'text' })
  author: string;

  @Column({ type: 'text', nullable: true })
  source_url: string | null;

  @Column({ type: 'text' })
  licence: string;

  @Column({ type: 'uuid', nullable: true })
  uploaded_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
