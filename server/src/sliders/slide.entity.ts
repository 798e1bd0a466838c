import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Slider } from './slider.entity.js';
import type { Slide as SlideContract } from '../contracts/sliders.js';

@Entity('slides')
export class Slide implements SlideContract {
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

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
