import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Slider } from './slider.entity.js';
import type { SlideRecord } from '../contracts/sliders.js';

@Entity('slides')
export class Slide implements SlideRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  slider_id: string;

  @ManyToOne('Slider', 'slides', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'slider_id' })
  slider?: Relation<Slider>;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  subtitle: string | null;

  @Column({ type: 'text' })
  image_url: string;

  @Column({ type: 'text', nullable: true })
  button_text: string | null;

  @Column({ type: 'text', nullable: true })
  button_url: string | null;

  @Column({ type: 'integer', default: 0 })
  order: number;

  /** An uploaded photo (media module), shown instead of `image_url`. */
  @Column({ type: 'uuid', nullable: true })
  photo_id: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
