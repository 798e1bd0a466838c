import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { AdSlots, SiteSettings, SocialLinks } from '../contracts/settings.js';

export type { AdSlots, SocialLinks };

/** SPEC §3: a single row; the CHECK (id = 1) constraint keeps it single. */
@Entity('settings')
export class Settings implements SiteSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'text' })
  site_title: string;

  @Column({ type: 'text' })
  site_description: string;

  @Column({ type: 'text' })
  meta_keywords: string;

  @Column({ type: 'text', default: '' })
  adsense_client_id: string;

  @Column({ type: 'jsonb' })
  adsense_slots: AdSlots;

  @Column({ type: 'text', default: '' })
  header_scripts: string;

  @Column({ type: 'text', default: '' })
  footer_scripts: string;

  @Column({ type: 'jsonb' })
  social_links: SocialLinks;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
