import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import { sanitizePageHtml } from './page-html.js';

/**
 * Every write of a page's HTML goes through the one allow-list (page-html.ts), whichever path
 * writes it: save, insert, upsert or an update query. The public read sanitizes again
 * (pages.service), so a row written around TypeORM is still served clean.
 */
const sanitizedOnWrite: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'string' ? sanitizePageHtml(value) : value),
  from: (value: unknown) => value,
};

@Entity('pages')
export class Page {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  /** Sanitised HTML: stored clean (see sanitizedOnWrite) and sanitised again when served. */
  @Column({ type: 'text', default: '', transformer: sanitizedOnWrite })
  content: string;

  @Column({ type: 'boolean', default: false })
  is_published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** SPEC §3: set on each update. */
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
