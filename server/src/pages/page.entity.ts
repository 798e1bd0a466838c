import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('pages')
export class Page {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  /** Sanitised HTML (see pages.service): stored clean so every reader can render it. */
  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'boolean', default: false })
  is_published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** SPEC §3: set on each update. */
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
